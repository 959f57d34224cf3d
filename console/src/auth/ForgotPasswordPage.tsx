import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../i18n/errorText';
import { useI18nTranslate } from '../i18n/useI18n';
import { pathTo } from '../routes/routeTable';
import { sessionApi } from '../session/browserSession';
import { AuthCard } from './AuthCard';

/**
 * /glomt-losenord (issue 29 item 9): asks for a reset link by mail. The answer is the same whether or not the login
 * exists (the server sends nothing for an unknown one), so the page says "if there is an account"; only a refusal
 * (too many requests from here, a field too long) shows as an error.
 */
export const ForgotPasswordPage = () => {
  const translate = useI18nTranslate();
  const [login, setLogin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const missing = submitted && login.trim() === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (login.trim() === '') return;
    setBusy(true);
    setError(undefined);
    try {
      await sessionApi.requestPasswordReset(login.trim());
      setSentTo(login.trim());
    } catch (failure) {
      setError(errorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard testId="forgot-card">
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('forgot.title')}
      </Typography>
      {sentTo ? (
        <Alert severity="success" role="status" data-testid="forgot-sent" sx={{ mb: 2 }}>
          {translate('forgot.sent', { login: sentTo })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('forgot.intro')}
          </Typography>
          {error && (
            <Alert severity="error" data-testid="forgot-alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormControl variant="filled" margin="dense" size="small" fullWidth required error={missing} disabled={busy}>
              <InputLabel htmlFor="forgot-login">{translate('forgot.login')}</InputLabel>
              <FilledInput
                id="forgot-login"
                name="login"
                autoComplete="username"
                autoFocus
                value={login}
                onChange={(event) => setLogin(event.target.value)}
                aria-describedby={missing ? 'forgot-login-helper' : undefined}
                inputProps={{ 'data-testid': 'forgot-login', maxLength: 254 }}
              />
              {missing && <FormHelperText id="forgot-login-helper">{translate('validation.required')}</FormHelperText>}
            </FormControl>
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={busy}
              data-testid="forgot-button"
              sx={{ mt: 1 }}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {translate('forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <Button component={RouterLink} to={pathTo('login')} sx={{ mt: 1 }} data-testid="forgot-back">
        {translate('forgot.back')}
      </Button>
    </AuthCard>
  );
};
