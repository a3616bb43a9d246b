import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CareerThread } from '@offerpilot/shared';
import { LoadFailure } from '../../components/load-failure.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCareerThreads } from './api/career.ts';
import { GuideDialog } from './guide-dialog.tsx';

/** The guides that have (or are making) a report: every finished one. */
export const withReports = (threads: CareerThread[]): CareerThread[] =>
  threads.filter((thread) => thread.endReason === 'completed');

const STATUS_COLOR = { ready: 'teal.9', generating: 'indigo.9', failed: 'red.9', none: 'gray.8' } as const;

function RecordRow({
  thread,
  shown,
  onOpen,
}: {
  thread: CareerThread;
  shown: boolean;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const status = thread.report ?? 'generating';
  return (
    <li className="guide-record" data-testid="guide-record" data-id={thread.id}>
      <Stack gap={2}>
        <Text fw={600}>{formatDateTime(thread.endedAt ?? thread.createdAt, i18n.language)}</Text>
        <Group gap="xs">
          <Badge variant="outline" color={STATUS_COLOR[status]} tt="none">
            {t(`guide.records.status.${status}`)}
          </Badge>
          {thread.code && <Text size="sm">{t('guide.records.code', { code: thread.code })}</Text>}
        </Group>
        {thread.families.length > 0 && <Text size="sm">{thread.families.join(' · ')}</Text>}
      </Stack>
      {shown ? (
        <Text size="sm" fw={600}>
          {t('guide.records.showing')}
        </Text>
      ) : (
        <Button size="xs" variant="light" onClick={() => onOpen(thread.id)} data-testid="guide-record-open">
          {t('guide.records.open')}
        </Button>
      )}
    </li>
  );
}

/** The Career Guide Records (SPEC.md section 2): past reports, newest first; any opens on the page. */
export function RecordsDialog({
  opened,
  shownId,
  onClose,
  onOpen,
}: {
  opened: boolean;
  shownId: string | null;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const threads = useCareerThreads();
  const records = threads.data ? withReports(threads.data) : [];
  return (
    <GuideDialog
      opened={opened}
      onClose={onClose}
      title={t('guide.records.title')}
      intro={t('guide.records.intro')}
      testId="guide-records"
    >
      {threads.isPending && <Skeleton h={80} />}
      {threads.isError && <LoadFailure text={t('guide.records.loadFailed')} query={threads} />}
      {threads.data && records.length === 0 && (
        <Text data-testid="guide-records-empty">{t('guide.records.empty')}</Text>
      )}
      {records.length > 0 && (
        <Stack component="ul" gap="sm" className="guide-plain-list">
          {records.map((thread) => (
            <RecordRow key={thread.id} thread={thread} shown={thread.id === shownId} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </GuideDialog>
  );
}
