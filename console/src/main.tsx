import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './i18n';
import { sessionStore } from './providers';

// The stored user is decrypted and the translations loaded before the first render,
// so the route guard decides on the real session from the start.
const start = async () => {
  const [i18nProvider] = await Promise.all([createI18nProvider(), sessionStore.load().catch(() => null)]);
  document.documentElement.lang = i18nProvider.getLocale();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
};

void start();
