import { useEffect, useRef } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { appState, closeCaptcha } from '../lib/app-state.ts';
import { framePassed, injectCaptchaScript, isFullPage, rememberCaptchaPass } from '../lib/captcha.ts';
import { useStore } from '../lib/store.ts';

/**
 * The captcha dialog of SPEC.md section 4: a full page opens in an 800x600 frame (90vw by 80vh on small
 * screens); a script is injected into this page instead. The frame's second load means the check is done,
 * so the whole page reloads; a pass is remembered for the reloaded page, whose form then goes on (the
 * sign-in form sends the code it was asked for).
 */
export function CaptchaDialog() {
  const { t } = useTranslation();
  const { onCaptcha, captchaHtml } = useStore(appState);
  const fullPage = isFullPage(captchaHtml);
  const loads = useRef(0);
  // On small screens the dialog takes the whole screen so that the frame can be 90vw by 80vh.
  const small = useMediaQuery('(max-width: 48em)');

  useEffect(() => {
    if (!onCaptcha || !captchaHtml || fullPage) return;
    injectCaptchaScript(captchaHtml);
    closeCaptcha();
  }, [onCaptcha, captchaHtml, fullPage]);

  useEffect(() => {
    loads.current = 0;
  }, [captchaHtml]);

  const onFrameLoad = (frame: HTMLIFrameElement) => {
    loads.current += 1;
    if (loads.current < 2) return;
    if (framePassed(frame)) rememberCaptchaPass();
    window.location.reload();
  };

  return (
    <Modal
      opened={onCaptcha && fullPage}
      onClose={closeCaptcha}
      title={t('captcha.title')}
      size="auto"
      fullScreen={small}
      centered
      padding="sm"
    >
      <iframe
        className="captcha-frame"
        title={t('captcha.frame')}
        srcDoc={captchaHtml}
        onLoad={(event) => onFrameLoad(event.currentTarget)}
        data-testid="captcha-frame"
      />
    </Modal>
  );
}
