import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PractiseItem } from '@offerpilot/shared';
import { practisePath } from './review-rules.ts';

/** "What to practise next": the questions the materials grounded least, each one click from practice. */
export function PractiseList({ items }: { items: PractiseItem[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="review-practise-title">
      <Title order={2} size="h4" id="review-practise-title" mb="sm">
        {t('liveReport.practise.title')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('liveReport.practise.none')}</Text>
      ) : (
        <Stack component="ol" gap="sm" className="review-practise" data-testid="review-practise">
          {items.map((item) => (
            <li key={item.questionId} data-testid="review-practise-item">
              <Text fw={600}>{item.text}</Text>
              <Text size="sm" c="dimmed">
                {t(`liveReport.practise.reason.${item.reason}`)}
              </Text>
              <Button
                component={Link}
                to={practisePath(item)}
                size="xs"
                variant="light"
                mt={6}
                data-testid="review-practise-link"
              >
                {t(item.positionSlug ? 'liveReport.practise.open' : 'titles.startInterviewMock')}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
