import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaptureProblem } from '../lib/audio/permission.ts';
import { usePageTexts } from '../lib/use-page-texts.ts';

/**
 * The microphone-permission dialog (SPEC.md section 8): why audio could not be captured, in the user's
 * language, and how to fix it; "try again" when the caller can.
 */
export function MicPermissionDialog({
  problem,
  onClose,
  onRetry,
}: {
  problem: CaptureProblem | null;
  onClose: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const ready = usePageTexts();
  const opened = problem !== null && ready;
  const key = `audio.problem.${problem ?? 'failed'}`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={opened ? t(`${key}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('audio.dialog.close') }}
      centered
    >
      <Stack gap="md" data-testid="mic-permission-dialog" data-problem={problem ?? undefined}>
        <Text>{t(`${key}.body`)}</Text>
        <section>
          <Title order={3} size="h6" mb={4}>
            {t('audio.dialog.fixTitle')}
          </Title>
          <Text size="sm">{t(`${key}.fix`)}</Text>
        </section>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('audio.dialog.close')}
          </Button>
          {onRetry && (
            <Button
              onClick={() => {
                onClose();
                onRetry();
              }}
            >
              {t('audio.dialog.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
