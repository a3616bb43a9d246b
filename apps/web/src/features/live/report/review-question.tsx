import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion } from '@offerpilot/shared';
import { FactList, UsedFacts } from '../hint/fact-list.tsx';
import { HintView } from '../hint/hint-view.tsx';
import { bankKey, engineKey, questionTypeKey } from '../hint/labels.ts';
import { percent } from './review-rules.ts';

/**
 * One question of the session in its review: what was asked, its type, the bank question and competency it
 * matched (or none), how grounded the hint was, the key points, the resume facts and requirements it used, and
 * the hint given.
 */
export function ReviewQuestionCard({ question, n }: { question: ReviewQuestion; n: number }) {
  const { t, i18n } = useTranslation();
  const bank = question.bankQuestion;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="li"
      className="review-question"
      data-testid="review-question"
    >
      <Stack gap="sm">
        <Text fw={700} size="lg" component="h3" className="review-question-title">
          <span className="review-n">{n}.</span> {question.text}
        </Text>
        <Group gap={6}>
          <Badge variant="outline" color="gray" tt="none">
            {t(questionTypeKey(question.questionType, (key) => i18n.exists(key)))}
          </Badge>
          <Badge variant="light" color={bank ? 'indigo' : 'gray'} tt="none" data-testid="review-bank">
            {t(bankKey(bank !== null))}
          </Badge>
          {bank?.competency && (
            <Badge variant="light" color="teal" tt="none" data-testid="review-competency">
              {t('liveReport.competency', { name: bank.competency })}
            </Badge>
          )}
          <Badge variant="dot" color="gray" tt="none" data-testid="review-grounding">
            {t('liveReport.grounding', { percent: percent(question.grounding) })}
          </Badge>
        </Group>
        {bank && (
          <Text size="sm" data-testid="review-bank-question">
            {t('liveReport.matched', { question: bank.text })}
            {bank.positionTitle && (
              <Text span c="dimmed" size="sm">
                {' '}
                · {bank.positionTitle}
              </Text>
            )}
          </Text>
        )}
        <FactList title={t('liveReport.keyPoints')} items={question.keyPoints} testId="review-key-points" />
        <UsedFacts resumeFacts={question.resumeFacts} requirements={question.requirements} testId="review" />
        <details className="review-hint">
          <summary>
            {question.hint
              ? t('liveReport.hintGiven', {
                  engine: t(engineKey(question.engine ?? 'offline')),
                })
              : t('liveReport.noHint')}
          </summary>
          {question.hint && <HintView text={question.hint} writing={false} />}
        </details>
      </Stack>
    </Paper>
  );
}
