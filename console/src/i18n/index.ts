import type { I18nProvider } from 'react-admin';
import { changeLanguage, i18n, translateWith } from './instance';

export { errorText } from './errorText';
export { getStoredLanguage, LANGUAGES, LANG_STORAGE_KEY } from './language';
export type { Language } from './language';

export const availableLocales = [
  { locale: 'sv', name: 'Svenska' },
  { locale: 'en', name: 'English' },
];

/**
 * react-admin's i18nProvider over the page's i18next instance (initialised by main.tsx before the first
 * render), with ra-i18n-i18next's translate semantics. Changing the locale stores the choice.
 */
export const createI18nProvider = (): I18nProvider => ({
  translate: translateWith,
  changeLocale: changeLanguage,
  getLocale: () => i18n.language,
  getLocales: () => availableLocales,
});
