import { Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LegalDoc = 'agreement' | 'privacy';

interface Section {
  title: string;
  body: string;
}

/** The User Agreement or the Privacy Policy, short and plain, in a dialog. */
export function LegalDialog({ doc, onClose }: { doc: LegalDoc | null; onClose: () => void }) {
  const { t } = useTranslation();
  const sections = doc ? (t(`legal.${doc}.sections`, { returnObjects: true }) as Section[]) : [];
  return (
    <Modal opened={doc !== null} onClose={onClose} title={doc ? t(`legal.${doc}.title`) : ''} size="lg">
      <Stack gap="md" data-testid="legal-dialog">
        <Text size="sm">{doc ? t('legal.updated') : ''}</Text>
        {sections.map((section) => (
          <section key={section.title}>
            <Title order={3} size="h5" mb={4}>
              {section.title}
            </Title>
            <Text size="sm">{section.body}</Text>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
