import { useMemo } from 'react';
import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppLayout } from './layout';
import { fraktTheme } from './layout/theme';
import { authProvider, dataProvider, store } from './providers';
import { CatchAll, routeElements } from './routes';

interface AppProps {
  i18nProvider: I18nProvider;
}

/** Wiring only: providers, layout and the routes of the route table. */
const FraktAdmin = ({ i18nProvider }: AppProps) => (
  <Admin
    title="Frakt"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    layout={AppLayout}
    theme={fraktTheme}
    loginPage={false}
    catchAll={CatchAll}
    disableTelemetry
  >
    <CustomRoutes noLayout>{routeElements('noLayout')}</CustomRoutes>
    <CustomRoutes>{routeElements('layout')}</CustomRoutes>
  </Admin>
);

/**
 * The spec's paths are real paths (/welcome, /sso/{key}), so react-admin runs inside a browser
 * (data) router instead of its default hash router.
 */
export const App = ({ i18nProvider }: AppProps) => {
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <FraktAdmin i18nProvider={i18nProvider} /> }]), [i18nProvider]);
  return <RouterProvider router={router} />;
};
