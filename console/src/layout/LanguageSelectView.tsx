import NativeSelect from '@mui/material/NativeSelect';
import { LANGUAGES } from '../i18n/language';

/** Swedish / English in the top bar; the caller stores and applies the choice. */
export const LanguageSelectView = ({
  value,
  onChange,
  translate,
}: {
  value: string;
  onChange: (language: string) => void;
  translate: (key: string) => string;
}) => (
  <NativeSelect
    value={value}
    onChange={(event) => onChange(event.target.value)}
    disableUnderline
    sx={{ color: 'inherit', '& svg': { color: 'inherit' }, '& option': { color: 'text.primary' } }}
    inputProps={{ 'aria-label': translate('language.label'), 'data-testid': 'language-selector' } as object}
  >
    {LANGUAGES.map((language) => (
      <option key={language} value={language}>
        {translate(`language.${language}`)}
      </option>
    ))}
  </NativeSelect>
);
