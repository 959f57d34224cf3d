import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useI18nTranslate } from '../i18n/useI18n';
import { WELCOME_PATH } from '../routes/routeTable';
import { useScreenTitle } from '../routes/screenTitle';
import { PageHeading } from '../layout/PageHeading';

/**
 * "Loggar in" while signing in, or the failure with a way back to the welcome screen. A failure
 * also becomes the document title ("Frakt : <the server's message>"), which no longer says "Loggar in".
 */
export const SigningIn = ({ error, testId }: { error?: string; testId: string }) => {
  const translate = useI18nTranslate();
  useScreenTitle(error);
  return (
    <Box
      sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 2 }}
      data-testid={testId}
    >
      <PageHeading>{translate('route.sso')}</PageHeading>
      {error ? (
        <>
          <Alert severity="error" data-testid={`${testId}-alert`}>
            {error}
          </Alert>
          <Button component={RouterLink} to={WELCOME_PATH}>
            {translate('app.toWelcome')}
          </Button>
        </>
      ) : (
        <>
          <CircularProgress />
          <Typography data-testid={`${testId}-logging-in`}>{translate('confirm.loggingIn')}</Typography>
        </>
      )}
    </Box>
  );
};
