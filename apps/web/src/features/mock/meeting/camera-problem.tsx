import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaptureProblem } from '../../../lib/audio/permission.ts';

/** Why the camera could not start, and how to fix it (SPEC.md section 8's permission cases, for the camera). */
export function CameraProblem({ problem, onClose }: { problem: CaptureProblem; onClose: () => void }) {
  const { t } = useTranslation();
  const key = `mockMeeting.camera.problem.${problem}`;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t(`${key}.title`)}
      withCloseButton
      closeButtonLabel={t('mockMeeting.close')}
      onClose={onClose}
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
      data-testid="meeting-camera-problem"
      data-problem={problem}
    >
      <Text size="sm">{t(`${key}.body`)}</Text>
      <Text size="sm" fw={600} mt={4}>
        {t(`${key}.fix`)}
      </Text>
    </Alert>
  );
}
