import { useTranslation } from 'react-i18next';
import { InProgressAlert as Going } from '../../../components/in-progress-alert.tsx';
import { ContinueAndEnd } from './session-buttons.tsx';

/**
 * A live session in progress stands in the way of a new one: continue it, or end it (asked first). `text` is
 * the server's refusal when a start or a delete met it.
 */
export function InProgressAlert({ threadId, text }: { threadId: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Going
      title={t('liveStart.inProgress.title')}
      text={text ?? t('liveStart.inProgress.body')}
      testId="live-in-progress"
    >
      <ContinueAndEnd
        threadId={threadId}
        size="compact-md"
        labels={{ continue: t('liveStart.inProgress.continue'), end: t('liveStart.inProgress.end') }}
        testId="live"
      />
    </Going>
  );
}
