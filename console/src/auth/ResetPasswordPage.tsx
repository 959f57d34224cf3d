import { useParams } from 'react-router-dom';
import { ChoosePasswordPage } from './ChoosePasswordPage';
import { useSignInAction } from './signInContext';

/** /aterstall-losenord/:token (issue 29): the page the reset mail links to; a new password, and signed in with it. */
export const ResetPasswordPage = () => {
  const { token = '' } = useParams();
  const login = useSignInAction();
  return <ChoosePasswordPage kind="reset" signIn={(password) => login({ resetToken: token, password })} />;
};
