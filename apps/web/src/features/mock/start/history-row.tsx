import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MockThread } from '@offerpilot/shared';
import { SessionRow } from '../../../components/session-row.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteMock } from '../api/mock-threads.ts';
import { reportPath } from '../paths.ts';
import { confirmMock } from './confirm.ts';
import { ContinueAndEnd, InProgressAlert } from './continue-end.tsx';

const REPORT_COLOR = { ready: 'teal.9', generating: 'indigo.9', failed: 'red.9', none: 'gray.8' } as const;

/** The report's state in a badge, with the score when it is ready. */
function ReportBadge({ thread }: { thread: MockThread }) {
  const { t } = useTranslation();
  if (!thread.report) return null;
  const score = thread.report === 'ready' && thread.overall !== null ? Math.round(thread.overall) : null;
  return (
    <Badge
      variant="outline"
      color={REPORT_COLOR[thread.report]}
      tt="none"
      data-testid="mock-history-report"
      data-report={thread.report}
    >
      {score === null
        ? t(`mockStart.history.report.${thread.report}`)
        : t('mockStart.history.report.score', { score })}
    </Badge>
  );
}

/** One mock interview: state, start, position, progress, report; continue, end, open the report, delete. */
export function HistoryRow({ thread }: { thread: MockThread }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteMock();
  const time = formatDateTime(thread.createdAt, i18n.language);
  const active = thread.status === 'active';
  const refusal = remove.error instanceof ApiError ? remove.error.failure : null;
  const meta = [
    thread.positionTitle ?? t('mockStart.history.general'),
    t('mockStart.history.progress', { index: thread.progress.index, total: thread.progress.total }),
    t('mockStart.history.answered', { count: thread.answered }),
    t(`mockStart.history.by.${thread.answerBy}`),
  ];
  const going = refusal?.error === 'session.notEnded' && active;
  return (
    <SessionRow
      testId="mock-history-row"
      status={{
        value: thread.status,
        label: t(`mockStart.history.status.${thread.status}`),
        color: active ? 'orange.9' : 'teal.9',
      }}
      badges={<ReportBadge thread={thread} />}
      heading={t('mockStart.history.started', { time })}
      meta={meta.join(' · ')}
      note={thread.endReason && t(`mockStart.history.endReason.${thread.endReason}`)}
      actionsLabel={t('mockStart.history.actions', { time })}
      actions={
        <>
          {active ? (
            <ContinueAndEnd threadId={thread.id} size="compact-sm" testId="mock-history" />
          ) : (
            <Button
              component={Link}
              to={reportPath(thread.id)}
              size="compact-sm"
              variant="light"
              data-testid="mock-history-open-report"
            >
              {t('mockStart.history.openReport')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            c="red.9"
            loading={remove.isPending}
            onClick={() => confirmMock(t, 'delete', () => remove.mutate(thread.id), time)}
            data-testid="mock-history-delete"
          >
            {t('mockStart.history.delete')}
          </Button>
        </>
      }
      footer={going && <InProgressAlert threadId={thread.id} text={refusal.message} />}
    />
  );
}
