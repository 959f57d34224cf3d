import type { ReactNode } from 'react';
import { SignInProvider } from './signInContext';
import { useSignIn } from './useSignIn';

/** Inside react-admin the sign-in screens use its useLogin (through useSignIn). */
export const RaSignIn = ({ children }: { children: ReactNode }) => <SignInProvider value={useSignIn()}>{children}</SignInProvider>;
