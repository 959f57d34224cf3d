import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'react-admin';
import { useFullWidth } from './fullWidth';

/** The full-width layout preference, in the profile panel. */
export const FullWidthSwitch = () => {
  const translate = useTranslate();
  const [fullWidth, setFullWidth] = useFullWidth();
  return (
    <FormControlLabel
      sx={{ px: 2 }}
      control={
        <Switch
          checked={fullWidth}
          onChange={(event) => setFullWidth(event.target.checked)}
          slotProps={{ input: { 'data-testid': 'full-width-switch' } as object }}
        />
      }
      label={translate('layoutPreference.fullWidth')}
    />
  );
};
