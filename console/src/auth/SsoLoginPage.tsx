import { useParams } from 'react-router-dom';
import { useSessionStore } from '../session/useSession';
import { SigningIn } from './SigningIn';
import { useSignInOnce } from './useSignInOnce';

/** /sso/:key (spec 2.5): clears any stored user, signs in with the key, then /start. */
export const SsoLoginPage = () => {
  const { key = '' } = useParams();
  const sessionStore = useSessionStore();
  const error = useSignInOnce({ ssoKey: key }, () => sessionStore.clear());
  return <SigningIn error={error} testId="sso" />;
};
