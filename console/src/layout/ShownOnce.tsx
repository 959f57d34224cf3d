import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A value shown once (a key, a signing secret): selectable, with the warning that it will not be shown again. */
export const ShownOnce = ({ label, value, testId, onDone }: { label: string; value: string; testId: string; onDone(): void }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status" onClose={onDone} data-testid={`${testId}-once`}>
      <Typography variant="body2">{translate('app.shownOnce')}</Typography>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={value}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId, spellCheck: false } }}
        onFocus={(event) => event.target.select()}
        sx={{ mt: 1 }}
      />
    </Alert>
  );
};
