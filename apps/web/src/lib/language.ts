import type { Lang } from '@offerpilot/shared';
import { api } from './api.ts';
import { isSignedIn, setLang } from './storage.ts';

/**
 * Changes the interface language (SPEC.md section 2): saved on the account only when signed in, stored
 * locally, then the page reloads so every text and asset follows.
 */
export async function switchLanguage(lang: Lang): Promise<void> {
  if (isSignedIn()) await api.post<null>('/user/updateMeta', { lang });
  setLang(lang);
  window.location.reload();
}
