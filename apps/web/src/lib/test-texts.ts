import i18next, { type i18n } from 'i18next';
import en from '../../../../packages/shared/src/i18n/en/web.json' with { type: 'json' };
import zh from '../../../../packages/shared/src/i18n/zh/web.json' with { type: 'json' };

/**
 * For tests: an i18next instance with the real web dictionaries of both languages, English first, so that a
 * key the code asks for but the files lack fails there.
 */
export async function webTextsForTests(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { web: en }, zh: { web: zh } },
    lng: 'en',
    ns: ['web'],
    defaultNS: 'web',
    interpolation: { escapeValue: false },
  });
  return instance;
}
