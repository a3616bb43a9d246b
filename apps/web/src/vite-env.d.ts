/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base, `/api` on the site's own origin unless set at build time. */
  readonly VITE_API_BASE?: string;
  /** Socket.IO origin, the site's own origin unless set at build time. */
  readonly VITE_SOCKET_BASE?: string;
  /** Where the desktop release (latest-mac.yml and the installers) lives; `/updates` of the site's own origin
   * unless set at build time. */
  readonly VITE_UPDATE_HOST?: string;
  /** Where a visitor arriving from a search engine is sent; unset: nobody is redirected. */
  readonly VITE_SEARCH_REFERRER_TARGET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The web dictionary's texts of signed-in pages, per language (see `pageTexts` in vite.config.ts). */
declare module 'virtual:page-texts-*' {
  const texts: Record<string, object>;
  export default texts;
}

/** The legal documents' words, per language (see `legalTexts` in vite.config.ts). */
declare module 'virtual:legal-texts-*' {
  const texts: import('./components/legal-dialog.tsx').LegalTexts;
  export default texts;
}

/** The companion page's dictionaries, per language (see `companionTexts` in vite.companion.config.ts). */
declare module 'virtual:companion-texts-*' {
  const texts: { web: object; errors: object; fields: object };
  export default texts;
}
