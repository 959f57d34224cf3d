import { StrictMode, useCallback, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/instance';
import { USER_STORAGE_KEY } from './session/sessionStore';
import { sessionStore } from './session/browserSession';
import { loadApp } from './public/loadApp';
import { PublicShell } from './public/PublicShell';

/**
 * A visitor without a stored user gets the public shell (welcome and sign-in without react-admin, issue 20);
 * a signed-in user, or the visitor once the shell hands over, the react-admin app in the same root.
 */
const Root = ({ signedIn }: { signedIn: boolean }) => {
  const [App, setApp] = useState<ComponentType>();
  const openApp = useCallback(() => {
    void loadApp().then((module) => setApp(() => module.App));
  }, []);
  useEffect(() => {
    if (signedIn) openApp();
  }, [signedIn, openApp]);
  if (App) return <App />;
  return signedIn ? null : <PublicShell openApp={openApp} />;
};

const hasStoredUser = () => {
  try {
    return !!window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return false;
  }
};

// The stored user is decrypted and the translations loaded before the first render,
// so the route guard decides on the real session from the start.
const start = async () => {
  // A stored user most likely opens the app: its script loads while the user is decrypted.
  if (hasStoredUser()) void loadApp();
  const [i18n] = await Promise.all([initI18n(), sessionStore.load().catch(() => null)]);
  document.documentElement.lang = i18n.language;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root signedIn={!!sessionStore.current()} />
    </StrictMode>,
  );
};

void start();
