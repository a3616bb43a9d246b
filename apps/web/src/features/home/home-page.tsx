import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INIT_STEP, NEWCOMER_MOCK_MINUTES } from '@offerpilot/shared';
import { LoadFailure } from '../../components/load-failure.tsx';
import { shownName } from '../../lib/display-name.ts';
import { useGoals } from '../../lib/queries/goals.ts';
import { useResumes } from '../../lib/queries/resumes.ts';
import { useUserInfo } from '../../lib/session.ts';
import { FirstRunChecklist } from './first-run.tsx';
import { ItemsOverview } from './items-overview.tsx';
import { NextSteps } from './next-steps.tsx';
import { PlanCard } from './plan-card.tsx';
import { GoalCard, ResumeCard } from './preparation-cards.tsx';
import { RecommendedPositions } from './recommended-positions.tsx';
import './home.css';

/**
 * /Dashboard/Home: the candidate's real picture: the first-run checklist until it is hidden, goal, resume,
 * positions to practise, items and plan, and where to go next once the checklist is gone.
 */
export function HomePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const { data, isError } = info;
  const goals = useGoals();
  const resumes = useResumes();
  const name = data ? shownName(data.userInfo) : '';
  const checklist = data !== undefined && (data.userInfo.initStep & INIT_STEP.dismissed) === 0;
  return (
    <Stack gap="xl" maw={1200} mx="auto" data-testid="home">
      <div>
        <Title
          order={1}
          fz={{ base: 28, sm: 34 }}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="home-greeting"
        >
          {name ? t('home.greeting', { name }) : t('titles.home')}
        </Title>
        <Text mt={4}>{t('home.subtitle')}</Text>
      </div>
      {data && checklist && (
        <FirstRunChecklist
          initStep={data.userInfo.initStep}
          facts={{ materials: !!resumes.data?.length, goal: !!goals.data?.length }}
        />
      )}
      {/* Its reason was toasted: user info's failure stays a toast (lib/session.ts). */}
      {isError && <LoadFailure text={t('home.loadFailed')} query={info} toasted />}
      {data && data.userItem.mocks > 0 && (
        <Alert variant="light" color="teal" data-testid="home-newcomer">
          {t('home.mocksReady', { count: data.userItem.mocks, minutes: NEWCOMER_MOCK_MINUTES })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <GoalCard goals={goals.data} failed={goals.isError ? goals : null} />
        <ResumeCard resumes={resumes.data} failed={resumes.isError ? resumes : null} />
      </SimpleGrid>
      {/* Goals that could not be read (the goal card says why) leave the hottest positions to recommend. */}
      <RecommendedPositions goals={goals.isError && !goals.data ? [] : goals.data} />
      {data ? (
        <>
          <section aria-labelledby="items-title">
            <Title order={2} size="h4" mb="sm" id="items-title">
              {t('home.items.title')}
            </Title>
            <ItemsOverview items={data.userItem} />
          </section>
          <PlanCard vip={data.userItem.vip} />
        </>
      ) : (
        !isError && <Skeleton h={140} radius="md" />
      )}
      {data && !checklist && <NextSteps />}
      <Paper withBorder radius="md" p="lg" data-testid="home-history-empty">
        <Title order={2} size="h4">
          {t('home.history.title')}
        </Title>
        <Text size="sm" mt={4}>
          {t('home.history.empty')}
        </Text>
      </Paper>
    </Stack>
  );
}
