export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'sv';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANG_STORAGE_KEY = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): LanguageStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The chosen language (localStorage "lang"), Swedish by default. */
export const getStoredLanguage = (storage = browserStorage()): Language => {
  try {
    const value = storage?.getItem(LANG_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

export const storeLanguage = (language: Language, storage = browserStorage()) => {
  try {
    storage?.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
};
