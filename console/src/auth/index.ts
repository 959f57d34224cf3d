export { AuthCard } from './AuthCard';
export { DemoLoginPage } from './DemoLoginPage';
export { LoginPage } from './LoginPage';
export { SsoLoginPage } from './SsoLoginPage';
export { AcceptInvitePage } from './AcceptInvitePage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
