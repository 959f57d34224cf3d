import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { trackLogin } from '../analytics';
import { errorText } from '../i18n/errorText';
import { useI18nTranslate } from '../i18n/useI18n';
import { useSessionStore } from '../session/useSession';
import { AuthCard } from './AuthCard';
import { useSignInAction } from './signInContext';

/** The server's rule (services/auth users/domain/company-user.ts), checked here first so a short password is told at once. */
const PASSWORD_MIN_LENGTH = 10;

type Field = 'password' | 'repeat';

/**
 * /invite/:token (issue 32): the page the invite mail links to. The colleague chooses a password (twice), the
 * server spends the one-time link and answers a session, and the console signs them in and goes to /start. Any
 * stored user is cleared first, as SSO does: the link is for the person it was mailed to.
 */
export const AcceptInvitePage = () => {
  const { token = '' } = useParams();
  const translate = useI18nTranslate();
  const login = useSignInAction();
  const sessionStore = useSessionStore();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', repeat: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const problem = (field: Field): string | undefined => {
    if (!submitted) return undefined;
    if (values[field] === '') return translate('validation.required');
    if (field === 'password' && values.password.length < PASSWORD_MIN_LENGTH)
      return translate('invite.tooShort', { count: PASSWORD_MIN_LENGTH });
    if (field === 'repeat' && values.repeat !== values.password) return translate('invite.mismatch');
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
      await login({ inviteToken: token, password: values.password });
      trackLogin('password');
    } catch (failure) {
      setError(errorText(failure, translate));
      setBusy(false);
    }
  };

  const field = (name: Field, autoFocus = false) => {
    const message = problem(name);
    return (
      <FormControl variant="filled" margin="dense" size="small" fullWidth required error={!!message} disabled={busy}>
        <InputLabel htmlFor={`invite-${name}`}>{translate(`invite.${name}`)}</InputLabel>
        <FilledInput
          id={`invite-${name}`}
          name={name}
          type="password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-describedby={message ? `invite-${name}-helper` : `invite-${name}-hint`}
          inputProps={{ 'data-testid': `invite-${name}` }}
        />
        {message ? (
          <FormHelperText id={`invite-${name}-helper`}>{message}</FormHelperText>
        ) : (
          name === 'password' && (
            <FormHelperText id={`invite-${name}-hint`}>{translate('invite.hint', { count: PASSWORD_MIN_LENGTH })}</FormHelperText>
          )
        )}
      </FormControl>
    );
  };

  return (
    <AuthCard testId="invite-card">
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('invite.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('invite.intro')}
      </Typography>
      {error && (
        <Alert severity="error" data-testid="invite-alert" sx={{ mb: 2 }}>
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
          data-testid="invite-button"
          sx={{ mt: 1 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate('invite.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};
