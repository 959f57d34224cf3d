import { SigningIn } from './SigningIn';
import { useSignInOnce } from './useSignInOnce';

/** /priser (demoLogin): starts a demo session (POST /api/auth/demo), then /start. */
export const DemoLoginPage = () => {
  const error = useSignInOnce({ demo: true });
  return <SigningIn error={error} testId="demo-login" />;
};
