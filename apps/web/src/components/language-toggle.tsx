import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@offerpilot/shared';
import { switchLanguage } from '../lib/language.ts';

/** A one-click switch to the other interface language, for pages outside the dashboard. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const other = normalizeLang(i18n.language) === 'zh' ? 'en' : 'zh';
  return (
    <Button
      variant="subtle"
      color="dark"
      size="compact-md"
      onClick={() => void switchLanguage(other)}
      aria-label={t('lang.switchTo', { lng: other, language: t(`lang.${other}`) })}
      data-testid="language-toggle"
    >
      <span lang={other}>{t(`lang.${other}`, { lng: other })}</span>
    </Button>
  );
}
