import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useGoals } from '../../lib/queries/goals.ts';
import { useProfile } from '../../lib/queries/profile.ts';
import { useCareerThreads } from './api/career.ts';
import { GuideDialog } from './guide-dialog.tsx';
import { withReports } from './records-dialog.tsx';

/** One part of what the product knows, with where to change it. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} className="guide-profile-part">
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PersonalInfo() {
  const { t } = useTranslation();
  const profile = useProfile();
  const fields = ['name', 'university', 'major'] as const;
  return (
    <Part id="guide-profile-personal" title={t('guide.profiles.personal.title')}>
      {profile.isPending && <Skeleton h={60} />}
      {profile.isError && <LoadFailure text={t('guide.profiles.personal.loadFailed')} query={profile} />}
      {profile.data && (
        <dl className="guide-facts" data-testid="guide-profile-personal">
          {fields.map((field) => (
            <div key={field}>
              <dt>{t(`guide.profiles.personal.${field}`)}</dt>
              <dd>{profile.data[field] || t('guide.profiles.personal.empty')}</dd>
            </div>
          ))}
        </dl>
      )}
      <Anchor component={Link} to="/Dashboard/User-profile" size="sm" fw={600}>
        {t('guide.profiles.personal.edit')}
      </Anchor>
    </Part>
  );
}

function Interests({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const threads = useCareerThreads();
  const latest = withReports(threads.data ?? []).find((thread) => thread.report === 'ready');
  return (
    <Part id="guide-profile-interests" title={t('guide.profiles.interests.title')}>
      {threads.isPending && <Skeleton h={40} />}
      {threads.data && !latest && <Text size="sm">{t('guide.profiles.interests.none')}</Text>}
      {latest && (
        <Stack gap={4} data-testid="guide-profile-interests">
          <Text size="sm" fw={600}>
            {t('guide.profiles.interests.code', { code: latest.code })}
          </Text>
          <Text size="sm">
            {t('guide.profiles.interests.families', { families: latest.families.join(' · ') })}
          </Text>
          <Group gap="sm">
            <Button size="xs" variant="light" onClick={() => onOpen(latest.id)}>
              {t('guide.profiles.interests.open')}
            </Button>
            <Text size="sm">{t('guide.profiles.interests.change')}</Text>
          </Group>
        </Stack>
      )}
    </Part>
  );
}

function Goals() {
  const { t } = useTranslation();
  const goals = useGoals();
  return (
    <Part id="guide-profile-goals" title={t('guide.profiles.goals.title')}>
      {goals.isPending && <Skeleton h={40} />}
      {goals.isError && <LoadFailure text={t('guide.profiles.goals.loadFailed')} query={goals} />}
      {goals.data?.length === 0 && <Text size="sm">{t('guide.profiles.goals.none')}</Text>}
      {goals.data && goals.data.length > 0 && (
        <Stack component="ul" gap={4} className="guide-plain-list" data-testid="guide-profile-goals">
          {goals.data.map((goal) => (
            <li key={goal.id}>
              <Text size="sm" span>
                {[goal.positionName, goal.companyName].filter(Boolean).join(' · ')}
              </Text>{' '}
              {goal.current && (
                <Badge size="sm" variant="outline" color="teal.9" tt="none">
                  {t('guide.profiles.goals.current')}
                </Badge>
              )}
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/Dashboard/Goals" size="sm" fw={600}>
        {t('guide.profiles.goals.edit')}
      </Anchor>
    </Part>
  );
}

/**
 * The Profiles dialog (SPEC.md section 2): what the suggestions draw on (personal info, the interests the guide
 * found, the desired positions) and where to change each.
 */
export function ProfilesDialog({
  opened,
  onClose,
  onOpen,
}: {
  opened: boolean;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <GuideDialog
      opened={opened}
      onClose={onClose}
      title={t('guide.profiles.title')}
      intro={t('guide.profiles.intro')}
      testId="guide-profiles"
    >
      {opened && (
        <Stack gap="lg">
          <PersonalInfo />
          <Interests onOpen={onOpen} />
          <Goals />
        </Stack>
      )}
    </GuideDialog>
  );
}
