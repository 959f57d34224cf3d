import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, translateWith } from './instance';

const subscribe = (listener: () => void) => {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
};

/** The page's language, re-rendering when it changes (from the public shell or from react-admin). */
export const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage);

/**
 * translate(key, options) without react-admin: the same instance and semantics as react-admin's useTranslate,
 * so a screen shown both before and after sign-in reads the same texts.
 */
export const useI18nTranslate = () => {
  const language = useLanguage();
  // A new function per language, so memoised children re-render with the new texts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, options?: Record<string, unknown>) => translateWith(key, options), [language]);
};
