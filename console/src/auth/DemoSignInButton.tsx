import Button from '@mui/material/Button';
import { useLogout, useTranslate } from 'react-admin';
import { config } from '../config';
import { pathTo } from '../routes/routeTable';

/**
 * "Logga in som medlem" for a demo session (issue 29, item 9): ends the demo and opens the sign-in form. The
 * shipment drafted in the demo stays in this tab's memory, so the member goes on with it once signed in. Where the
 * form is not offered (production without /loginx) members sign in through their SSO link: the text says so.
 */
export const DemoSignInButton = () => {
  const translate = useTranslate();
  const logout = useLogout();
  if (!config.loginxEnabled) return <>{translate('shipment.signInWithSso')}</>;
  return (
    <Button size="small" variant="outlined" sx={{ ml: 1 }} onClick={() => void logout({}, pathTo('login'))} data-testid="demo-sign-in">
      {translate('shipment.demoSignIn')}
    </Button>
  );
};
