import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@offerpilot/shared';
import { switchLanguage } from '../../../lib/language.ts';
import { CompanionView } from './companion-view.tsx';
import { PairForm } from './pair-form.tsx';
import { useCompanion } from './use-companion.ts';
import { readCompanionToken } from './companion-device.ts';
import './companion.css';

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = normalizeLang(i18n.language) === 'zh' ? 'en' : 'zh';
  return (
    <button type="button" className="cp-lang" lang={other} onClick={() => void switchLanguage(other)}>
      {t(`companion.lang.${other}`)}
    </button>
  );
}

/**
 * /Companion: the paired phone's page, without sign-in (PRODUCT.md section 3). It pairs by the QR code's
 * fragment, a stored companion token or a typed code, then follows the session's chat stream.
 */
export function CompanionPage() {
  const { t } = useTranslation();
  const { stage, submitCode, recheck } = useCompanion();
  return (
    <div className="cp-page">
      <header className="cp-top">
        <span className="cp-brand">{t('companion.brand')}</span>
        {stage.kind === 'following' && (
          <span className="cp-session" data-testid="companion-paired">
            {t('companion.paired')}
          </span>
        )}
        <LanguageSwitch />
      </header>
      <main id="main" className="cp-main">
        {stage.kind === 'loading' && (
          <p className="cp-card cp-waiting" role="status" data-testid="companion-loading">
            {t('companion.loading')}
          </p>
        )}
        {stage.kind === 'code' && (
          <PairForm
            error={stage.error}
            onSubmit={submitCode}
            onRetry={readCompanionToken() ? () => void recheck() : null}
          />
        )}
        {stage.kind === 'following' && (
          <CompanionView
            key={stage.read}
            session={stage.session}
            token={stage.token}
            onDropped={() => void recheck()}
          />
        )}
      </main>
    </div>
  );
}
