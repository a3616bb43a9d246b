import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, normalizeLang, type Lang } from '@offerpilot/shared';

/** The namespaces the web app reads: its own texts, the server's error keys, and field names. */
export const NAMESPACES = ['web', 'errors', 'fields'] as const;

type Resources = Record<(typeof NAMESPACES)[number], object>;
/** How each language's dictionaries are loaded. */
export type DictionaryLoaders = Record<Lang, () => Promise<Resources>>;

// One chunk per language: only the interface language is downloaded before the first page.
const loaders: DictionaryLoaders = {
  en: () => import('./dictionaries/en.ts').then((m) => m.resources),
  zh: () => import('./dictionaries/zh.ts').then((m) => m.resources),
};

export const i18n = i18next.createInstance();

/**
 * Starts i18next with the language's dictionaries; zh is the default and the fallback. A page with its own
 * light shell (the companion phone's) passes loaders of only the texts it shows.
 */
export async function initI18n(lang: Lang, load: DictionaryLoaders = loaders): Promise<void> {
  applyLangToDocument(lang);
  const resources = await load[lang]();
  await i18n.use(initReactI18next).init({
    resources: { [lang]: resources },
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: ['zh', 'en'],
    ns: [...NAMESPACES],
    defaultNS: 'web',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang !== DEFAULT_LANG) {
    void load[DEFAULT_LANG]().then((fallback) => {
      for (const [ns, bundle] of Object.entries(fallback)) i18n.addResourceBundle(DEFAULT_LANG, ns, bundle);
    });
  }
}

/** The <html lang> attribute and the zh/en body class follow the language (SPEC.md section 4). */
export function applyLangToDocument(lang: Lang): void {
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.body.classList.remove('zh', 'en');
  document.body.classList.add(lang);
}

// Texts only signed-in pages read (vite.config.ts `PAGE_TEXT_KEYS`), kept out of the first download.
const pageTextLoaders: Record<Lang, () => Promise<Record<string, object>>> = {
  en: () => import('virtual:page-texts-en').then((m) => m.default),
  zh: () => import('virtual:page-texts-zh').then((m) => m.default),
};
let pageTexts: Promise<void> | null = null;
let pageTextsReady = false;

/** Whether the page texts are in the dictionary already (the dashboard loaded them, or a page asked). */
export const hasPageTexts = (): boolean => pageTextsReady;

/** Adds the dashboard's texts to the `web` namespace; the router loads the dashboard shell with them. */
export function loadPageTexts(): Promise<void> {
  const lang = normalizeLang(i18n.language);
  pageTexts ??= pageTextLoaders[lang]().then(
    (texts) => {
      i18n.addResourceBundle(lang, 'web', texts, true, false);
      pageTextsReady = true;
    },
    (error: unknown) => {
      pageTexts = null; // a failed download is tried again by the next page
      throw error;
    },
  );
  return pageTexts;
}
