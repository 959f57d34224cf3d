import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Link from '@mui/material/Link';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { trackLogin } from '../analytics';
import { errorText } from '../i18n/errorText';
import { useI18nTranslate } from '../i18n/useI18n';
import { pathTo } from '../routes/routeTable';
import { AuthCard } from './AuthCard';
import { useSignInAction } from './signInContext';

type Field = 'username' | 'password';

/**
 * /loginx (spec 2.3): username and password, a spinner while busy, the server's message in an
 * alert. A signed-in user never gets here: the route guard sends them to /start.
 * A plain form rather than react-admin's <Form>: the screen is part of the public shell, which loads
 * without react-admin (issue 20). As react-admin's did, it checks the fields on submit and again on
 * every change after that.
 */
export const LoginPage = () => {
  const translate = useI18nTranslate();
  const login = useSignInAction();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const [error, setError] = useState<string>();

  const missing = (field: Field) => submitted && values[field] === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.username === '' || values.password === '') return;
    setBusy(true);
    setError(undefined);
    try {
      await login({ username: values.username, password: values.password });
      trackLogin('password');
    } catch (failure) {
      setError(errorText(failure, translate));
      setBusy(false);
    }
  };

  /** A filled, dense field as react-admin's inputs are (FilledInput rather than TextField, which brings Select along). */
  const field = (
    name: Field,
    testId: string,
    input: { type?: string; autoComplete: string; autoFocus?: boolean; endAdornment?: ReactNode },
  ) => (
    <FormControl variant="filled" margin="dense" size="small" fullWidth required error={missing(name)} disabled={busy}>
      <InputLabel htmlFor={`login-${name}`}>{translate(`auth.${name}`)}</InputLabel>
      <FilledInput
        id={`login-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        aria-describedby={missing(name) ? `login-${name}-helper` : undefined}
        inputProps={{ 'data-testid': testId }}
        {...input}
      />
      {missing(name) && <FormHelperText id={`login-${name}-helper`}>{translate('validation.required')}</FormHelperText>}
    </FormControl>
  );

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
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field('username', 'login-username', { autoComplete: 'username', autoFocus: true })}
        {field('password', 'login-password', {
          type: passwordShown ? 'text' : 'password',
          autoComplete: 'current-password',
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(passwordShown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
                onClick={() => setPasswordShown((shown) => !shown)}
                size="large"
              >
                {passwordShown ? <Visibility /> : <VisibilityOff />}
              </IconButton>
            </InputAdornment>
          ),
        })}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={busy}
          data-testid="login-button"
          sx={{ mt: 1 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" data-testid="login-spinner" /> : undefined}
        >
          {translate('auth.login')}
        </Button>
      </form>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to={pathTo('forgotPassword')} data-testid="login-forgot">
          {translate('forgot.link')}
        </Link>
      </Typography>
    </AuthCard>
  );
};
