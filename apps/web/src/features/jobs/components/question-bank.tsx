import { Accordion, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankQuestion, PositionDetail } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { usePositionQuestions } from '../api/positions.ts';
import { competencyName } from '../position-stats.ts';
import '@mantine/core/styles/Accordion.css';

// Filled: a light badge in a dark shade gets text of its own background's colour (invisible).
const KIND_COLORS: Record<BankQuestion['kind'], string> = {
  behavioral: 'teal.9',
  technical: 'blue.9',
  situational: 'grape.9',
};

function QuestionBody({ question }: { question: BankQuestion }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={700}>
          {t('jobs.questions.keyPoints')}
        </Text>
        <ul className="job-list">
          {question.keyPoints.map((point) => (
            <li key={point}>
              <Text size="sm">{point}</Text>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Text size="sm" fw={700}>
          {t('jobs.questions.frame', { type: t(`jobs.frames.${question.frame.type}`) })}
        </Text>
        <ol className="job-list">
          {question.frame.steps.map((step) => (
            <li key={step}>
              <Text size="sm">{step}</Text>
            </li>
          ))}
        </ol>
      </div>
    </Stack>
  );
}

/** The position's question bank; each question opens to its key points and answer frame. */
export function QuestionBank({
  slug,
  competencies,
}: {
  slug: string;
  competencies: PositionDetail['competencies'];
}) {
  const { t } = useTranslation();
  const questions = usePositionQuestions(slug);
  const { data, isPending, isError } = questions;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="job-questions-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="job-questions-title">
          {t('jobs.questions.title')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('jobs.questions.count', { count: data.length })}
          </Text>
        )}
      </Group>
      {isPending && <Skeleton h={220} radius="md" />}
      {isError && <LoadFailure text={t('jobs.questions.loadFailed')} query={questions} />}
      {data?.length === 0 && <Text size="sm">{t('jobs.questions.empty')}</Text>}
      {data && data.length > 0 && (
        <Accordion variant="separated" multiple data-testid="job-questions">
          {data.map((question, index) => (
            <Accordion.Item key={question.id} value={question.id} data-testid="job-question">
              <Accordion.Control>
                <Stack gap={6}>
                  <Group gap={6}>
                    <Badge
                      size="sm"
                      variant="filled"
                      color={KIND_COLORS[question.kind]}
                      data-testid="job-question-kind"
                    >
                      {t(`jobs.kinds.${question.kind}`)}
                    </Badge>
                    <Badge size="sm" variant="outline" color="gray">
                      {competencyName(competencies, question.competency)}
                    </Badge>
                  </Group>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {index + 1}. {question.text}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <QuestionBody question={question} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Paper>
  );
}
