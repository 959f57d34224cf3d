import { useLocaleState, useTranslate } from 'react-admin';
import { isLanguage, storeLanguage } from '../i18n/language';
import { LanguageSelectView } from './LanguageSelectView';

/** Swedish / English; the choice is stored under localStorage "lang" by the i18n provider. */
export const LanguageSelect = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <LanguageSelectView
      value={locale}
      translate={translate}
      onChange={(language) => {
        if (!isLanguage(language)) return;
        // Stored first: requests made for the new locale already carry its Accept-Language.
        storeLanguage(language);
        setLocale(language);
      }}
    />
  );
};
