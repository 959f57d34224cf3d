import { useEffect, useRef, useState } from 'react';
import { trackLogin } from '../analytics';
import { errorText } from '../i18n/errorText';
import { useI18nTranslate } from '../i18n/useI18n';
import type { LoginParams } from '../session/authProvider';
import { useSignInAction } from './signInContext';

/**
 * Signs in once when the screen mounts (StrictMode's second effect run included) and returns
 * the text to show on failure. On success the sign-in goes to /start.
 */
export const useSignInOnce = (params: LoginParams, before?: () => Promise<void>) => {
  const login = useSignInAction();
  const translate = useI18nTranslate();
  const started = useRef(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        await before?.();
        await login(params);
        trackLogin('ssoKey' in params ? 'sso' : 'demo' in params ? 'demo' : 'password');
      } catch (failure) {
        setError(errorText(failure, translate));
      }
    })();
    // Runs once per mount by design: the sign-in must not repeat when its inputs' identities change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return error;
};
