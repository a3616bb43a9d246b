import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang, type Goal, type ResumeSummary } from '@offerpilot/shared';
import { LoadFailure, type FailedRead } from '../../components/load-failure.tsx';
import { currentGoal } from '../../lib/queries/goals.ts';
import { defaultResume } from './home-rules.ts';

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" data-testid={testId}>
      <Stack gap="xs" h="100%" align="flex-start">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The current goal, or the way to choose one; or why the goals could not be read (`failed`). */
export function GoalCard({ goals, failed }: { goals: Goal[] | undefined; failed: FailedRead | null }) {
  const { t } = useTranslation();
  const goal = goals ? currentGoal(goals) : null;
  return (
    <Card title={t('home.goal.title')} testId="home-goal">
      {failed && <LoadFailure text={t('home.goal.loadFailed')} query={failed} />}
      {!goals && !failed && <Skeleton h={48} w="100%" />}
      {goals && !goal && (
        <>
          <Text size="sm">{goals.length > 0 ? t('home.goal.noneCurrent') : t('home.goal.empty')}</Text>
          <Group gap="sm" mt="auto">
            <Button component={Link} to="/Dashboard/JobCenter" size="sm" data-testid="home-goal-jobs">
              {t('home.goal.browse')}
            </Button>
            <Button component={Link} to="/Dashboard/Goals" size="sm" variant="light">
              {t('home.goal.open')}
            </Button>
          </Group>
        </>
      )}
      {goal && (
        <>
          <div style={{ minWidth: 0, maxWidth: '100%' }}>
            <Text fw={700} size="lg" className="home-wrap" data-testid="home-goal-position">
              {goal.positionName}
            </Text>
            <Text size="sm" c="dimmed" className="home-wrap">
              {goal.companyName || t('home.goal.noCompany')}
            </Text>
          </div>
          <Group gap="sm" mt="auto">
            <Button
              component={Link}
              to="/Dashboard/Goals"
              size="sm"
              variant="light"
              data-testid="home-goal-link"
            >
              {t('home.goal.open')}
            </Button>
            {goal.positionSlug && (
              <Anchor component={Link} to={`/Dashboard/JobCenter/${goal.positionSlug}`} size="sm">
                {t('home.goal.position')}
              </Anchor>
            )}
          </Group>
        </>
      )}
    </Card>
  );
}

/** The default resume the coach uses, or the way to add one; or why the resumes could not be read. */
export function ResumeCard({
  resumes,
  failed,
}: {
  resumes: ResumeSummary[] | undefined;
  failed: FailedRead | null;
}) {
  const { t, i18n } = useTranslation();
  const resume = resumes ? defaultResume(resumes) : null;
  const locale = normalizeLang(i18n.language) === 'zh' ? 'zh-CN' : 'en';
  return (
    <Card title={t('home.resume.title')} testId="home-resume">
      {failed && <LoadFailure text={t('home.resume.loadFailed')} query={failed} />}
      {!resumes && !failed && <Skeleton h={48} w="100%" />}
      {resumes && !resume && (
        <>
          <Text size="sm">{t('home.resume.empty')}</Text>
          <Button component={Link} to="/Dashboard/Resume" size="sm" mt="auto" data-testid="home-resume-link">
            {t('home.resume.add')}
          </Button>
        </>
      )}
      {resume && (
        <>
          <Group gap="xs" wrap="nowrap" maw="100%">
            <Text fw={700} size="lg" className="home-wrap" lineClamp={2} data-testid="home-resume-title">
              {resume.title}
            </Text>
            <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
              {t('home.resume.default')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('home.resume.meta', {
              count: resumes?.length ?? 0,
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                new Date(resume.updatedAt),
              ),
            })}
          </Text>
          <Button
            component={Link}
            to="/Dashboard/Resume"
            size="sm"
            variant="light"
            mt="auto"
            data-testid="home-resume-link"
          >
            {t('home.resume.open')}
          </Button>
        </>
      )}
    </Card>
  );
}
