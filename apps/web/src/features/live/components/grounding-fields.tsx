import { Anchor, NativeSelect, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentGoal, useGoals } from '../../../lib/queries/goals.ts';
import { useResumes } from '../../../lib/queries/resumes.ts';
import type { LiveSetup } from '../live-setup.ts';

const NONE = 'none';

/** A list's place on the page when it is empty: what that means for the hints, and where to add one. */
function Missing({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <Text size="sm">
      {text}{' '}
      <Anchor component={Link} to={to}>
        {link}
      </Anchor>
    </Text>
  );
}

/** The target position (current by default, another, or none) the hints are grounded in. */
export function GoalField({
  setup,
  onChange,
}: {
  setup: LiveSetup;
  onChange: (goalId: number | null) => void;
}) {
  const { t } = useTranslation();
  const { data: goals, isPending } = useGoals();
  if (isPending) return <Skeleton h={56} />;
  if (!goals?.length) {
    return (
      <Missing
        text={t('liveStart.setup.goalEmpty')}
        link={t('liveStart.setup.goalAdd')}
        to="/Dashboard/Goals"
      />
    );
  }
  const picked = setup.goalId === undefined ? (currentGoal(goals)?.id ?? null) : setup.goalId;
  return (
    <NativeSelect
      label={t('liveStart.setup.goal')}
      description={t('liveStart.setup.goalHint')}
      value={picked === null ? NONE : String(picked)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(value === NONE ? null : Number(value));
      }}
      data={[
        ...goals.map((goal) => {
          const name = goal.companyName ? `${goal.positionName} · ${goal.companyName}` : goal.positionName;
          return {
            value: String(goal.id),
            label: goal.current ? t('liveStart.setup.goalCurrent', { name }) : name,
          };
        }),
        { value: NONE, label: t('liveStart.setup.goalNone') },
      ]}
      data-testid="live-goal"
    />
  );
}

/** The resume the hints draw on (the default one unless another is chosen). */
export function ResumeField({ setup, onChange }: { setup: LiveSetup; onChange: (resumeId: number) => void }) {
  const { t } = useTranslation();
  const { data: resumes, isPending } = useResumes();
  if (isPending) return <Skeleton h={56} />;
  if (!resumes?.length) {
    return (
      <Missing
        text={t('liveStart.setup.resumeEmpty')}
        link={t('liveStart.setup.resumeAdd')}
        to="/Dashboard/Resume"
      />
    );
  }
  const picked = setup.resumeId ?? resumes.find((resume) => resume.isDefault)?.id ?? resumes[0]?.id;
  return (
    <NativeSelect
      label={t('liveStart.setup.resume')}
      description={t('liveStart.setup.resumeHint')}
      value={String(picked)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={resumes.map((resume) => ({
        value: String(resume.id),
        label: resume.isDefault ? t('liveStart.setup.resumeDefault', { name: resume.title }) : resume.title,
      }))}
      data-testid="live-resume"
    />
  );
}
