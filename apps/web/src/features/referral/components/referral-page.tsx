import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { isSignedIn } from '../../../lib/storage.ts';
import { useReferralSummary } from '../api/referral.ts';
import { ProgrammeRules } from './programme-rules.tsx';
import { ReferralFigures } from './referral-figures.tsx';
import { ReferralRecords } from './referral-records.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';
import '../referral.css';

const InviteDialog = lazy(() => import('./invite-dialog.tsx').then((m) => ({ default: m.InviteDialog })));

function RulesCard() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="referral-rules-title">
      <Title order={2} size="h4" id="referral-rules-title" mb="sm">
        {t('referral.rules.title')}
      </Title>
      <ProgrammeRules />
    </Paper>
  );
}

/** Signed out (the page is open to visitors): what the programme gives, and sign-in to get a link. */
function SignedOutReferral({ heading }: { heading: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="referral-signed-out">
      {heading}
      <Paper radius="md" p="xl" className="referral-hero">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t('referral.signedOut.title')}
          </Title>
          <Text>{t('referral.signedOut.body')}</Text>
          <Button
            component={Link}
            to={`/Auth?redirect=${encodeURIComponent('/Dashboard/Referral')}`}
            size="md"
            data-testid="referral-sign-in"
          >
            {t('referral.signedOut.signIn')}
          </Button>
        </Stack>
      </Paper>
      <RulesCard />
    </Stack>
  );
}

function SignedInReferral({ heading }: { heading: ReactNode }) {
  const { t } = useTranslation();
  const read = useReferralSummary();
  const { data: summary, isError } = read;
  const [invite, setInvite] = useState<'unused' | 'open' | 'closed'>('unused');
  return (
    <Stack gap="lg" data-testid="referral-signed-in">
      <Group justify="space-between" align="flex-end" gap="md">
        {heading}
        <Button size="md" onClick={() => setInvite('open')} disabled={!summary} data-testid="invite-open">
          {t('referral.invite')}
        </Button>
      </Group>
      {isError && <LoadFailure text={t('referral.loadFailed')} query={read} />}
      {summary ? <ReferralFigures summary={summary} /> : !isError && <Skeleton h={96} radius="md" />}
      <div className="referral-grid">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="referral-records-title">
          <Title order={2} size="h4" id="referral-records-title" mb="sm">
            {t('referral.records.title')}
          </Title>
          <ReferralRecords />
        </Paper>
        <Stack gap="lg">
          <RulesCard />
          {summary && (
            <Paper withBorder radius="md" p="lg">
              <WithdrawalForm balance={summary.money} />
            </Paper>
          )}
        </Stack>
      </div>
      {summary && invite !== 'unused' && (
        <Suspense fallback={null}>
          <InviteDialog uid={summary.uid} opened={invite === 'open'} onClose={() => setInvite('closed')} />
        </Suspense>
      )}
    </Stack>
  );
}

/** /Dashboard/Referral: open to visitors (SPEC.md section 2); signed in, the user's figures, link and records. */
export function ReferralPage() {
  const { t } = useTranslation();
  const heading = (
    <div>
      <Title order={1}>{t('titles.referral')}</Title>
      <Text mt={4}>{t('referral.subtitle')}</Text>
    </div>
  );
  return (
    <Stack gap="lg" maw={1100} mx="auto" data-testid="referral-page">
      {isSignedIn() ? <SignedInReferral heading={heading} /> : <SignedOutReferral heading={heading} />}
    </Stack>
  );
}
