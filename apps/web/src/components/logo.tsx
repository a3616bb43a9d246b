import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@offerpilot/shared';
import { localizeAsset } from '../lib/asset.ts';

/** The product logo with its wordmark in the interface language (logo.svg, logo_en.svg). */
export function Logo({ height = 32 }: { height?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <img
      src={localizeAsset('/logo.svg', normalizeLang(i18n.language))}
      alt={t('app.title')}
      height={height}
      style={{ display: 'block', height, width: 'auto' }}
    />
  );
}
