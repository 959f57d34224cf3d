import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useI18nTranslate } from '../i18n/useI18n';
import { AuthCard } from '../auth/AuthCard';
import { config } from '../config';
import { CONTENT_KEYS } from '../content/content';
import { ContentHtml } from '../content/ContentHtml';
import { usePublicContent } from '../content/usePublicContent';
import { pathTo } from '../routes/routeTable';

/**
 * /welcome (spec 2.4): content block freight.page.loggedout (subject and HTML; a failure to load
 * it is ignored) and the demo button. Signed-in users are sent to /start by the route guard.
 */
export const WelcomePage = () => {
  const translate = useI18nTranslate();
  const { data } = usePublicContent(CONTENT_KEYS.loggedOut);
  return (
    <AuthCard testId="welcome-card">
      <Typography variant="h5" component="h1" gutterBottom data-testid="welcome-subject">
        {data?.subject || translate('welcome.title')}
      </Typography>
      {data?.content && <ContentHtml html={data.content} className="frakt-content-html" data-testid="welcome-content" />}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
        <Button variant="contained" component={RouterLink} to={pathTo('demoLogin')} data-testid="demo-button">
          {translate('auth.demo')}
        </Button>
        {config.loginxEnabled && (
          <Button component={RouterLink} to={pathTo('login')} data-testid="login-link">
            {translate('auth.toLogin')}
          </Button>
        )}
      </Box>
    </AuthCard>
  );
};
