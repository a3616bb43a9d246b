import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Anchor, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegalDoc } from '../../../components/legal-dialog.tsx';
import { TaggedText } from '../../../components/tagged-text.tsx';

const LegalDialog = lazy(() =>
  import('../../../components/legal-dialog.tsx').then((m) => ({ default: m.LegalDialog })),
);

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}

/** "I agree to the User Agreement and Privacy Policy", with both documents one click away. */
export function AgreementCheckbox({ checked, onChange, showError }: Props) {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<LegalDoc | null>(null);
  const open = (which: LegalDoc) => (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setDoc(which);
  };
  const docLink = (which: LegalDoc) => (inner: string) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={open(which)}
      data-testid={`auth-${which}-link`}
    >
      {inner}
    </Anchor>
  );
  return (
    <>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={showError && !checked ? t('errors:auth.agreementRequired') : undefined}
        label={
          <TaggedText
            text={t('auth.agree')}
            tags={{ agreement: docLink('agreement'), privacy: docLink('privacy') }}
          />
        }
        data-testid="auth-agree"
      />
      {doc && (
        <Suspense fallback={null}>
          <LegalDialog doc={doc} onClose={() => setDoc(null)} />
        </Suspense>
      )}
    </>
  );
}
