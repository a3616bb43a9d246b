import { useEffect, useState } from 'react';
import { Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeLang, type Lang } from '@offerpilot/shared';

export type LegalDoc = 'agreement' | 'privacy';

interface Section {
  title: string;
  body: string;
}

/** The `legal` texts of the web dictionary: the documents' sections are not in the first download. */
export type LegalTexts = { updated: string } & Record<LegalDoc, { title: string; sections: Section[] }>;

// Only the interface language's documents are fetched, when a dialog first opens (vite.config.ts `legalTexts`).
const loaders: Record<Lang, () => Promise<{ default: LegalTexts }>> = {
  en: () => import('virtual:legal-texts-en'),
  zh: () => import('virtual:legal-texts-zh'),
};

/** The documents in the interface language once a dialog is open, else null while they come. */
function useLegalTexts(open: boolean): LegalTexts | null {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  const [loaded, setLoaded] = useState<{ lang: Lang; texts: LegalTexts } | null>(null);
  useEffect(() => {
    if (!open || loaded?.lang === lang) return;
    let current = true;
    void loaders[lang]().then(({ default: texts }) => {
      if (current) setLoaded({ lang, texts });
    });
    return () => {
      current = false;
    };
  }, [open, lang, loaded?.lang]);
  return loaded?.lang === lang ? loaded.texts : null;
}

/** The User Agreement or the Privacy Policy, short and plain, in a dialog. */
export function LegalDialog({ doc, onClose }: { doc: LegalDoc | null; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useLegalTexts(doc !== null);
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      title={doc ? t(`legal.${doc}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <Stack gap="md" data-testid="legal-dialog">
        {doc && !texts && <Loader size="sm" role="status" aria-label={t(`legal.${doc}.title`)} />}
        {doc && texts && (
          <>
            <Text size="sm">{texts.updated}</Text>
            {texts[doc].sections.map((section) => (
              <section key={section.title}>
                <Title order={3} size="h5" mb={4}>
                  {section.title}
                </Title>
                <Text size="sm">{section.body}</Text>
              </section>
            ))}
          </>
        )}
      </Stack>
    </Modal>
  );
}
