import { useCallback, useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CareerThread, EndReason } from '@offerpilot/shared';
import { LoadFailure } from '../../components/load-failure.tsx';
import { CAREER_KEY, useCareerQuote, useCareerThread, useCareerThreads } from './api/career.ts';
import { GuideChat } from './guide-chat.tsx';
import { ProfilesDialog } from './profiles-dialog.tsx';
import { RecordsDialog, withReports } from './records-dialog.tsx';
import { ReportPanel } from './report-panel.tsx';
import { StartCard } from './start-card.tsx';
import './guide.css';

/** The title, the way back (the sidebar menu is disabled here: SPEC.md section 2), and the two dialogs. */
function GuideHeader({ onRecords, onProfiles }: { onRecords: () => void; onProfiles: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Button component={Link} to="/Dashboard/Home" variant="light" data-testid="guide-back">
          ← {t('guide.back')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onRecords} data-testid="guide-records-open">
            {t('guide.records.button')}
          </Button>
          <Button variant="default" onClick={onProfiles} data-testid="guide-profiles-open">
            {t('guide.profiles.button')}
          </Button>
        </Group>
      </Group>
      <div>
        <Title order={1}>{t('titles.guide')}</Title>
        <Text mt={4}>{t('guide.subtitle')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('guide.menuPaused')}
        </Text>
      </div>
    </Stack>
  );
}

/** One guide: its chat while it goes (until it ends here), else its report. */
function ThreadView({
  threadId,
  onEnded,
  onReset,
}: {
  threadId: string;
  onEnded: (reason: EndReason) => void;
  onReset: (thread: CareerThread) => void;
}) {
  const { t } = useTranslation();
  const detail = useCareerThread(threadId);
  const [ended, setEnded] = useState<EndReason | null>(null);
  const end = useCallback(
    (reason: EndReason) => {
      setEnded(reason);
      onEnded(reason);
    },
    [onEnded],
  );
  if (detail.isPending) return <Skeleton h={320} />;
  if (detail.isError) return <LoadFailure text={t('guide.chat.loadFailed')} query={detail} />;
  if (ended === 'reset') return <Text role="status">{t('guide.chat.ended')}</Text>;
  if (detail.data.thread.status === 'active' && !ended) {
    return <GuideChat detail={detail.data} onEnded={end} onReset={onReset} />;
  }
  return <ReportPanel threadId={threadId} />;
}

/**
 * /Dashboard/Guide, the career guide (SPEC.md sections 1, 2, 5): the going guide's chat, else the report asked
 * for (`?id=`) or the latest one, else the start; starting again below a report; the Career Guide Records and
 * Profiles dialogs. The sidebar menu is disabled on this page; "back to home" is the way out.
 */
export function GuidePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'records' | 'profiles' | null>(null);
  const quote = useCareerQuote();
  const threads = useCareerThreads();
  const going = quote.data?.inProgress ?? null;
  const latest = threads.data ? withReports(threads.data)[0] : undefined;
  const shown = params.get('id') ?? going ?? latest?.id ?? null;
  const show = useCallback(
    (id: string | null) => setParams(id ? { id } : {}, { replace: true }),
    [setParams],
  );
  const open = (id: string) => {
    setDialog(null);
    show(id);
  };
  const onEnded = useCallback(
    (reason: EndReason) => {
      // A finished guide stays shown (its report); one reset elsewhere gives way to the new one.
      show(reason === 'completed' ? (params.get('id') ?? going) : null);
      void queryClient.invalidateQueries({ queryKey: CAREER_KEY });
    },
    [show, params, going, queryClient],
  );
  const loaded = quote.data !== undefined && threads.data !== undefined;
  return (
    <Stack gap="lg" maw={1100} mx="auto" data-testid="guide-page">
      <GuideHeader onRecords={() => setDialog('records')} onProfiles={() => setDialog('profiles')} />
      {(quote.isPending || threads.isPending) && <Skeleton h={200} />}
      {quote.isError && <LoadFailure text={t('guide.start.loadFailed')} query={quote} />}
      {threads.isError && <LoadFailure text={t('guide.records.loadFailed')} query={threads} />}
      {loaded && going && shown !== going && (
        <Button variant="light" onClick={() => show(going)} data-testid="guide-continue">
          {t('guide.chat.continue')}
        </Button>
      )}
      {loaded && shown && (
        <ThreadView key={shown} threadId={shown} onEnded={onEnded} onReset={(thread) => show(thread.id)} />
      )}
      {loaded && !going && <StartCard again={shown !== null} onStarted={(thread) => show(thread.id)} />}
      <RecordsDialog
        opened={dialog === 'records'}
        shownId={shown}
        onClose={() => setDialog(null)}
        onOpen={open}
      />
      <ProfilesDialog opened={dialog === 'profiles'} onClose={() => setDialog(null)} onOpen={open} />
    </Stack>
  );
}
