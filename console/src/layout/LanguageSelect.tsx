import NativeSelect from '@mui/material/NativeSelect';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLanguage, LANGUAGES, storeLanguage } from '../i18n/language';

/** Swedish / English; the choice is stored under localStorage "lang" by the i18n provider. */
export const LanguageSelect = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const selectProps = {
    'aria-label': translate('language.label'),
    'data-testid': 'language-selector',
  };
  return (
    <NativeSelect
      value={locale}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLanguage(language)) return;
        // Stored first: requests made for the new locale already carry its Accept-Language.
        storeLanguage(language);
        setLocale(language);
      }}
      disableUnderline
      sx={{ color: 'inherit', '& svg': { color: 'inherit' }, '& option': { color: 'text.primary' } }}
      inputProps={selectProps}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {translate(`language.${language}`)}
        </option>
      ))}
    </NativeSelect>
  );
};
