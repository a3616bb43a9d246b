import { useEffect } from 'react';
import { Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INIT_STEP, NEWCOMER_MOCK_MINUTES } from '@offerpilot/shared';
import { api } from '../../lib/api.ts';
import { addInitSteps } from '../../lib/first-run.ts';
import { everyFailure } from '../../lib/request.ts';
import { unwrap } from '../../lib/unwrap.ts';
import { FIRST_RUN_LINKS, firstRunView, type FirstRunFacts } from './first-run-rules.ts';

/** Whether the user has started a mock interview (GET /api/mock/threads), read until the step is remembered. */
function useMockStarted(enabled: boolean): boolean {
  const { data } = useQuery({
    queryKey: ['home', 'mockStarted'],
    queryFn: () =>
      unwrap(api.get<{ items: unknown[] }>('/mock/threads', { shownInline: everyFailure })).then(
        (result) => result.items.length > 0,
      ),
    enabled,
  });
  return data === true;
}

interface FirstRunProps {
  initStep: number;
  facts: Omit<FirstRunFacts, 'mock'>;
}

/**
 * The first-run checklist of a new user: materials, a goal, a direction (career guide or job center), the free
 * mock interview. Steps tick themselves from the data (the job center's visit is recorded by the dashboard
 * shell) and are remembered in `initStep`, so every device shows the same; hiding it is remembered too.
 */
export function FirstRunChecklist({ initStep, facts }: FirstRunProps) {
  const { t } = useTranslation();
  const mock = useMockStarted((initStep & (INIT_STEP.mock | INIT_STEP.dismissed)) === 0);
  const view = firstRunView(initStep, { ...facts, mock });
  useEffect(() => {
    if (view.toRecord && !view.dismissed) void addInitSteps(view.toRecord);
  }, [view.toRecord, view.dismissed]);
  if (view.dismissed) return null;
  const total = view.steps.length;
  const dismiss = () => void addInitSteps(INIT_STEP.dismissed, { loud: true });
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="first-run-title"
      data-testid="first-run"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={2} size="h4" id="first-run-title">
            {t('home.firstRun.title')}
          </Title>
          <Text size="sm" mt={4}>
            {t('home.firstRun.lead')}
          </Text>
        </div>
        <Button variant="subtle" size="compact-sm" onClick={dismiss} data-testid="first-run-dismiss">
          {t('home.firstRun.dismiss')}
        </Button>
      </Group>
      <Text size="sm" fw={700} mt="md" data-testid="first-run-progress">
        {t('home.firstRun.progress', { done: view.done, total })}
      </Text>
      <div className="first-run-bar" aria-hidden="true">
        <span style={{ width: `${(100 * view.done) / total}%` }} />
      </div>
      <ol className="first-run-steps">
        {view.steps.map(({ step, done }, index) => (
          <li key={step} data-testid={`first-run-${step}`} data-done={done || undefined}>
            <span className="first-run-mark" aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <div className="first-run-text">
              <Text fw={700}>
                {t(`home.firstRun.steps.${step}.title`)}
                <VisuallyHidden> ({done ? t('home.firstRun.done') : t('home.firstRun.todo')})</VisuallyHidden>
              </Text>
              <Text size="sm">
                {t(`home.firstRun.steps.${step}.body`, { minutes: NEWCOMER_MOCK_MINUTES })}
              </Text>
            </div>
            {!done && (
              <Group gap="xs" className="first-run-actions">
                {FIRST_RUN_LINKS[step].map((link) => (
                  <Button key={link.key} component={Link} to={link.path} size="xs" variant="light">
                    {t(`home.firstRun.actions.${link.key}`)}
                  </Button>
                ))}
              </Group>
            )}
          </li>
        ))}
      </ol>
      {view.done === total && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" data-testid="first-run-all-done">
            {t('home.firstRun.allDone')}
          </Text>
          <Button size="xs" onClick={dismiss}>
            {t('home.firstRun.close')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
