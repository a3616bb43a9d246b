import { API_VERSION, REQUEST_TIMEOUT_MS } from '@offerpilot/shared';
import { requireCaptcha, requireUpdate, showGlobalError } from './app-state.ts';
import { describeFailure } from './describe-failure.ts';
import { i18n } from './i18n.ts';
import { navigateTo } from './navigation.ts';
import { createRequest, type RequestClient, type RequestDeps } from './request.ts';
import { clearToken, getLang, getReferrer, getToken } from './storage.ts';
import { USER_INFO_KEY } from './user-info-key.ts';

/** API base: the site's own /api unless VITE_API_BASE says otherwise at build time. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/$/, '');

/** A 401 means the token is gone or revoked: forget it and sign in again, keeping the query. */
function onUnauthorized(): void {
  clearToken();
  if (window.location.pathname !== '/Auth') navigateTo(`/Auth${window.location.search}`);
}

/** A call refused because the account is cancelling: fetch user info again, and the shell shows the lock. */
function onAccountCancelling(): void {
  void import('./query-client.ts').then(({ queryClient }) =>
    queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
  );
}

const deps: RequestDeps = {
  baseUrl: API_BASE,
  timeoutMs: REQUEST_TIMEOUT_MS,
  headers: () => ({
    authorization: getToken(),
    lang: getLang(),
    inviteruid: getReferrer(),
    'api-version': API_VERSION,
  }),
  onUnauthorized,
  onUpdateRequired: requireUpdate,
  onCaptchaRequired: requireCaptcha,
  onAccountCancelling,
  onError: showGlobalError,
  describe: (facts) => describeFailure(i18n, facts),
  texts: {
    network: () => i18n.t('web:request.network'),
    timeout: () => i18n.t('web:request.timeout'),
  },
};

/** The app's one request client, wired to storage, the global dialogs and the router. */
export const api = createRequest(deps);

/**
 * A client that authorises with its own token instead of the stored sign-in, and leaves a 401 to its caller
 * (no trip to /Auth): the paired phone, which holds a companion token and no account session.
 */
export const apiWithToken = (token: () => string | null): RequestClient =>
  createRequest({
    ...deps,
    headers: () => ({ ...deps.headers(), authorization: token() }),
    onUnauthorized: () => undefined,
  });
