import { createStore } from './store.ts';

/** App-wide overlay state that the request layer raises and the global dialogs show (SPEC.md section 3). */
export interface AppState {
  errorMessage: string | null;
  onCaptcha: boolean;
  captchaHtml: string;
  onUpdate: boolean;
  latestVersion: string;
  /** What raised the update flag: the server's 426 (a reload brings the new web app) or a newer desktop
   * release on the update host (update now downloads its installer). */
  updateSource: UpdateSource;
}

export type UpdateSource = 'server' | 'release';

export const appState = createStore<AppState>({
  errorMessage: null,
  onCaptcha: false,
  captchaHtml: '',
  onUpdate: false,
  latestVersion: '',
  updateSource: 'server',
});

export const showGlobalError = (message: string) => appState.set({ errorMessage: message });
export const clearGlobalError = () => appState.set({ errorMessage: null });
export const requireCaptcha = (html: string) => appState.set({ onCaptcha: true, captchaHtml: html });
export const closeCaptcha = () => appState.set({ onCaptcha: false, captchaHtml: '' });
export const requireUpdate = (version: string, source: UpdateSource = 'server') =>
  appState.set({ onUpdate: true, latestVersion: version, updateSource: source });
export const dismissUpdate = () => appState.set({ onUpdate: false });
