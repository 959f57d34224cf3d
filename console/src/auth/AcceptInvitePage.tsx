import { useParams } from 'react-router-dom';
import { ChoosePasswordPage } from './ChoosePasswordPage';
import { useSignInAction } from './signInContext';

/** /invite/:token (issue 32): the page the invite mail links to; the colleague chooses a password and is signed in. */
export const AcceptInvitePage = () => {
  const { token = '' } = useParams();
  const login = useSignInAction();
  return <ChoosePasswordPage kind="invite" signIn={(password) => login({ inviteToken: token, password })} />;
};
