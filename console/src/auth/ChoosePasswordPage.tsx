import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { trackLogin } from '../analytics';
import { errorText } from '../i18n/errorText';
import { useI18nTranslate } from '../i18n/useI18n';
import { useSessionStore } from '../session/useSession';
import { AuthCard } from './AuthCard';

/** The server's rule (services/auth users/domain/company-user.ts), checked here first so a short password is told at once. */
const PASSWORD_MIN_LENGTH = 10;

type Field = 'password' | 'repeat';

/**
 * A one-time link's page (an invite, a password reset): the person chooses a password (twice), `signIn` spends the
 * link and signs them in. Any stored user is cleared first, as SSO does: the link is for the person it was mailed to.
 * `kind` names the page's texts (`invite.*`, `reset.*`) and test ids; the fields' texts are shared (`choosePassword.*`).
 */
export const ChoosePasswordPage = ({ kind, signIn }: { kind: 'invite' | 'reset'; signIn: (password: string) => Promise<unknown> }) => {
  const translate = useI18nTranslate();
  const sessionStore = useSessionStore();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', repeat: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const problem = (field: Field): string | undefined => {
    if (!submitted) return undefined;
    if (values[field] === '') return translate('validation.required');
    if (field === 'password' && values.password.length < PASSWORD_MIN_LENGTH)
      return translate('choosePassword.tooShort', { count: PASSWORD_MIN_LENGTH });
    if (field === 'repeat' && values.repeat !== values.password) return translate('choosePassword.mismatch');
    return undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.password.length < PASSWORD_MIN_LENGTH || values.repeat !== values.password) return;
    setBusy(true);
    setError(undefined);
    try {
      await sessionStore.clear();
      await signIn(values.password);
      trackLogin('password');
    } catch (failure) {
      setError(errorText(failure, translate));
      setBusy(false);
    }
  };

  const field = (name: Field, autoFocus = false) => {
    const message = problem(name);
    const id = `${kind}-${name}`;
    return (
      <FormControl variant="filled" margin="dense" size="small" fullWidth required error={!!message} disabled={busy}>
        <InputLabel htmlFor={id}>{translate(`choosePassword.${name}`)}</InputLabel>
        <FilledInput
          id={id}
          name={name}
          type="password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-describedby={message ? `${id}-helper` : `${id}-hint`}
          inputProps={{ 'data-testid': id }}
        />
        {message ? (
          <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>
        ) : (
          name === 'password' && (
            <FormHelperText id={`${id}-hint`}>{translate('choosePassword.hint', { count: PASSWORD_MIN_LENGTH })}</FormHelperText>
          )
        )}
      </FormControl>
    );
  };

  return (
    <AuthCard testId={`${kind}-card`}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${kind}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${kind}.intro`)}
      </Typography>
      {error && (
        <Alert severity="error" data-testid={`${kind}-alert`} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field('password', true)}
        {field('repeat')}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={busy}
          data-testid={`${kind}-button`}
          sx={{ mt: 1 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(`${kind}.submit`)}
        </Button>
      </form>
    </AuthCard>
  );
};
