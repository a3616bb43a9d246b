import type { ReactNode } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A dialog of the guide page (the records, the profiles): its title, what it shows, then its content. */
export function GuideDialog({
  opened,
  onClose,
  title,
  intro,
  testId,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      data-testid={testId}
    >
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {children}
      </Stack>
    </Modal>
  );
}
