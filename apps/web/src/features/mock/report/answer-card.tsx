import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MockReportAnswer } from '@offerpilot/shared';
import { keyPointsOf, scoreColor, secondsOf } from './report-rules.ts';

/** Delivery: pace, fillers and length, measured (a typed answer has no pace). */
function Delivery({ answer }: { answer: MockReportAnswer }) {
  const { t } = useTranslation();
  const { measures } = answer;
  const unit = t(`mockReport.unit.${measures.sizeUnit}`);
  const fillers = Object.entries(measures.fillers).map(([word, n]) => `${word} ×${n}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="mock-report-delivery">
      <div>
        <Text size="xs" c="dimmed">
          {t('mockReport.delivery.pace')}
        </Text>
        <Text size="sm" fw={600}>
          {measures.perMinute === undefined || answer.by === 'text'
            ? t('mockReport.delivery.paceTyped')
            : t('mockReport.delivery.perMinute', { count: Math.round(measures.perMinute), unit })}
        </Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {t('mockReport.delivery.fillers')}
        </Text>
        <Text size="sm" fw={600}>
          {t('mockReport.delivery.fillerCount', { count: measures.fillerCount })}
          {fillers.length > 0 && ` (${fillers.join(', ')})`}
        </Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {t('mockReport.delivery.length')}
        </Text>
        <Text size="sm" fw={600}>
          {t('mockReport.delivery.size', { count: measures.size, unit })} ·{' '}
          {t(`mockReport.delivery.band.${measures.lengthBand}`)}
        </Text>
      </div>
    </SimpleGrid>
  );
}

/** What a better answer covers: the key points (covered or missed) and the answer's frame, step by step. */
function BetterAnswer({ answer }: { answer: MockReportAnswer }) {
  const { t } = useTranslation();
  const points = keyPointsOf(answer);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <div>
        <Title order={4} size="h6" mb={4}>
          {t('mockReport.answer.keyPoints')}
        </Title>
        {points.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('mockReport.answer.noKeyPoints')}
          </Text>
        ) : (
          <ul className="mock-report-points" data-testid="mock-report-points">
            {points.map((point) => (
              <li key={point.text} data-covered={point.covered || undefined}>
                <Text size="sm" span fw={600} c={point.covered ? 'teal.9' : 'red.9'}>
                  {point.covered ? t('mockReport.answer.covered') : t('mockReport.answer.missed')}
                </Text>{' '}
                <Text size="sm" span>
                  {point.text}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
      {answer.frame && (
        <div data-testid="mock-report-frame">
          <Title order={4} size="h6" mb={4}>
            {t('mockReport.answer.frame', {
              type: t(`mockReport.frameType.${answer.frame.type}`, { defaultValue: answer.frame.type }),
            })}
          </Title>
          <ol className="mock-report-frame">
            {answer.frame.steps.map((step) => (
              <li key={step}>
                <Text size="sm">{step}</Text>
              </li>
            ))}
          </ol>
        </div>
      )}
    </SimpleGrid>
  );
}

/** One answered question of the report: what was asked, what was said, its score, what to cover, how it came out. */
export function AnswerCard({
  answer,
  n,
  passScore,
  competency,
}: {
  answer: MockReportAnswer;
  n: number;
  passScore: number;
  /** The name of the answer's competency in the position's model. */
  competency: string | null;
}) {
  const { t } = useTranslation();
  const score = Math.round(answer.score);
  const spoken = answer.by === 'voice' ? 'voice' : 'text';
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="lg"
      className="mock-report-answer"
      data-testid="mock-report-answer"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Group gap="xs" mb={4}>
              <Text size="sm" fw={700} c="indigo.9">
                {t('mockReport.answer.n', { n })}
              </Text>
              {answer.kind !== 'question' && (
                <Badge size="sm" variant="outline" color="grape.9" tt="none">
                  {t(`mockReport.answer.kind.${answer.kind}`)}
                </Badge>
              )}
              {competency && (
                <Badge
                  size="sm"
                  variant="outline"
                  color="indigo.9"
                  tt="none"
                  data-testid="mock-report-competency"
                >
                  {competency}
                </Badge>
              )}
            </Group>
            <Title order={3} size="h5" className="mock-report-question">
              {answer.question}
            </Title>
          </div>
          <Text
            fz={28}
            fw={800}
            c={scoreColor(score, passScore)}
            lh={1}
            data-testid="mock-report-answer-score"
          >
            {score}
          </Text>
        </Group>
        <div>
          <Text size="xs" c="dimmed" mb={2}>
            {t(`mockReport.answer.yours.${spoken}`, {
              seconds: answer.durationMs === null ? '' : secondsOf(answer.durationMs),
            })}
          </Text>
          <Text size="sm" className="mock-report-said" data-testid="mock-report-said">
            {answer.answer}
          </Text>
        </div>
        {answer.feedback && <Text size="sm">{answer.feedback}</Text>}
        <BetterAnswer answer={answer} />
        <Delivery answer={answer} />
        {answer.suggestions.length > 0 && (
          <ul className="mock-report-tips">
            {answer.suggestions.map((s) => (
              <li key={s.key + s.text}>
                <Text size="sm">{s.text}</Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
