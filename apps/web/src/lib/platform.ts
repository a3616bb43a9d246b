/** The platform the app reports: always the PC web build (SPEC.md section 9). */
export const platform = (): 'pc' => 'pc';

/** Whether the app runs in the desktop app: this web app in an Electron shell, whose user agent names it. */
export const isDesktopShell = (userAgent: string): boolean => /\bElectron\//.test(userAgent);
