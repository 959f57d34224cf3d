import { createContext, useContext } from 'react';
import type { LoginParams } from '../session/authProvider';

/** Signs in (stores the user) and goes where the authProvider says (/start). Rejects with the server's error. */
export type SignIn = (params: LoginParams) => Promise<unknown>;

/**
 * The sign-in screens run in the public shell (before react-admin is loaded, issue 20) and inside
 * react-admin (after a logout); each provides its own way in: RaSignIn and the shell's.
 */
const SignInContext = createContext<SignIn | null>(null);

export const SignInProvider = SignInContext.Provider;

export const useSignInAction = (): SignIn => {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error('useSignInAction needs a SignInProvider');
  return signIn;
};
