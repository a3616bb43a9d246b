import { useMemo } from 'react';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFadingList } from '../hint/fading-list.ts';
import type { LiveQuestion } from '../live-state.ts';
import { QuestionCard } from './question-card.tsx';

/** The questions newest first: the current one big, the earlier ones below; a withdrawn draft fades out. */
export function QuestionFeed({
  questions,
  recogniserText,
}: {
  questions: LiveQuestion[];
  recogniserText: string;
}) {
  const { t } = useTranslation();
  const newestFirst = useMemo(() => [...questions].reverse(), [questions]);
  const shown = useFadingList(newestFirst);
  const currentId = newestFirst[0]?.id;
  if (!shown.length) {
    return (
      <Paper withBorder radius="lg" p="xl" className="live-empty" data-testid="live-feed-empty">
        <Text fw={700} size="lg">
          {t('liveSession.feed.emptyTitle')}
        </Text>
        <Text mt={4}>{recogniserText}</Text>
      </Paper>
    );
  }
  return (
    <ol className="live-feed" aria-label={t('liveSession.feed.label')} data-testid="live-feed">
      {shown.map(({ item, leaving }) => (
        <QuestionCard key={item.id} question={item} current={item.id === currentId} leaving={leaving} />
      ))}
    </ol>
  );
}
