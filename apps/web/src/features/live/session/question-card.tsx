import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HintView } from '../hint/hint-view.tsx';
import type { LiveQuestion } from '../live-state.ts';
import { CopyButton } from './copy-button.tsx';
import { Grounding } from './grounding.tsx';

/**
 * One question and its hint as it is written, with what grounded it once the hint is whole. The current one (the
 * newest) is the big one; `leaving` fades and closes it up (a withdrawn draft).
 */
export function QuestionCard({
  question,
  current,
  leaving,
}: {
  question: LiveQuestion;
  current: boolean;
  leaving: boolean;
}) {
  const { t } = useTranslation();
  const hint = question.hint;
  return (
    <li
      className="live-fade"
      data-leaving={leaving || undefined}
      aria-hidden={leaving || undefined}
      data-testid="live-question"
      data-question-id={question.id}
    >
      <div className="live-fade-inner">
        <article className="live-card" data-current={current || undefined}>
          <Text className="live-card-label" size="xs" fw={700} tt="uppercase" c="dimmed">
            {t(current ? 'liveSession.feed.current' : 'liveSession.feed.earlier')}
          </Text>
          <Text className="live-question-text" fw={700} data-testid="live-question-text">
            {question.text}
          </Text>
          {hint ? (
            <div className="live-hint" data-testid="live-hint" data-done={hint.done || undefined}>
              <HintView text={hint.text} writing={!hint.done} testId="live-hint-text" />
              <Group justify="space-between" align="flex-start" mt="sm" gap="sm">
                {hint.done && hint.sources && hint.engine ? (
                  <Grounding sources={hint.sources} engine={hint.engine} said={hint.text} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('liveSession.feed.writing')}
                  </Text>
                )}
                {hint.done && <CopyButton text={hint.text} testId="live-hint-copy" />}
              </Group>
            </div>
          ) : (
            <Group gap="xs" mt="xs" c="dimmed">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('liveSession.feed.thinking')}</Text>
            </Group>
          )}
        </article>
      </div>
    </li>
  );
}
