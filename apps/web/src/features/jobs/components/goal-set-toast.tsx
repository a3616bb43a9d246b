import { useEffect } from 'react';
import { Anchor, Notification, Portal } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const SHOWN_MS = 8000;

/**
 * "Saved as your goal", top-right like every toast, with a link to the goals page. The app's toast host
 * mounts only for errors, so this success toast brings its own place on screen.
 */
export function GoalSetToast({ positionName, onClose }: { positionName: string; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Portal>
      <div className="job-toast" role="status">
        <Notification
          color="teal"
          withBorder
          title={t('jobs.goal.savedTitle')}
          onClose={onClose}
          closeButtonProps={{ 'aria-label': t('jobs.goal.close') }}
          // Mantine greys the body under a title; keep it at full contrast.
          styles={{ description: { color: 'var(--mantine-color-text)' } }}
          data-testid="job-goal-toast"
        >
          {t('jobs.goal.savedBody', { position: positionName })}{' '}
          <Anchor component={Link} to="/Dashboard/Goals" size="sm" fw={600} data-testid="job-goal-link">
            {t('jobs.goal.open')}
          </Anchor>
        </Notification>
      </div>
    </Portal>
  );
}
