import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { trackLogin } from '../analytics';
import { errorText } from '../i18n/errorText';
import { AuthCard } from './AuthCard';
import { useSignIn } from './useSignIn';

interface Credentials {
  username: string;
  password: string;
}

const requiredField = required('validation.required');

/**
 * /loginx (spec 2.3): username and password, a spinner while busy, the server's message in an
 * alert. A signed-in user never gets here: the route guard sends them to /start.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (values: Partial<Credentials>) => {
    setBusy(true);
    setError(undefined);
    try {
      await login({ username: values.username ?? '', password: values.password ?? '' });
      trackLogin('password');
    } catch (failure) {
      setError(errorText(failure, translate));
      setBusy(false);
    }
  };

  return (
    <AuthCard testId="login-card">
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('auth.login')}
      </Typography>
      {error && (
        <Alert severity="error" data-testid="login-alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as Partial<Credentials>)} noValidate>
        <TextInput
          source="username"
          label="auth.username"
          validate={requiredField}
          autoComplete="username"
          autoFocus
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
        />
        <PasswordInput
          source="password"
          label="auth.password"
          validate={requiredField}
          autoComplete="current-password"
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={busy}
          data-testid="login-button"
          startIcon={busy ? <CircularProgress size={18} color="inherit" data-testid="login-spinner" /> : undefined}
        >
          {translate('auth.login')}
        </Button>
      </Form>
    </AuthCard>
  );
};
