import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createI18nProvider } from './i18n';
import { AppLayout } from './layout';
import { fraktTheme } from './layout/theme';
import { authProvider, dataProvider, sessionStore, store } from './providers';
import { CatchAll, routeElements } from './routes';
import { auditResource } from './audit/resource';
import { billOrdersResource, billsResource } from './bills/resource';
import { bookedOrdersResource } from './bookedList/resource';
import { complaintsResource } from './complaints/resource';
import { contactsResource } from './contacts/resource';
import { newsResource } from './news/resource';
import { newslettersResource } from './newsletters/resource';
import { usersResource } from './users/resource';
import { customsResource, paperlessResource } from './customs/resource';
import { carrierAgreementsResource } from './carrierAgreements/resource';
import { webhookDeliveriesResource, webhooksResource } from './webhooks/resource';
import { apiKeysResource } from './apiKeys/resource';
import { SessionStoreProvider } from './session/useSession';

/** Wiring only: providers, layout and the routes of the route table. */
const FraktAdmin = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
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
    {/* The API resources (one data provider each); their screens stay on the spec's paths of the route table. */}
    <Resource {...contactsResource} />
    <Resource {...complaintsResource} />
    <Resource {...billsResource} />
    <Resource {...billOrdersResource} />
    <Resource {...bookedOrdersResource} />
    <Resource {...auditResource} />
    <Resource {...newsResource} />
    <Resource {...newslettersResource} />
    <Resource {...usersResource} />
    <Resource {...customsResource} />
    <Resource {...paperlessResource} />
    <Resource {...carrierAgreementsResource} />
    <Resource {...webhooksResource} />
    <Resource {...webhookDeliveriesResource} />
    <Resource {...apiKeysResource} />
    <CustomRoutes noLayout>{routeElements('noLayout')}</CustomRoutes>
    <CustomRoutes>{routeElements('layout')}</CustomRoutes>
  </Admin>
);

/**
 * The react-admin app, loaded by main.tsx for a signed-in user or when the public shell hands over.
 * The spec's paths are real paths (/welcome, /sso/{key}), so react-admin runs inside a browser
 * (data) router instead of its default hash router. The page's i18next instance is initialised already.
 */
export const App = () => {
  const router = useMemo(() => {
    const i18nProvider = createI18nProvider();
    return createBrowserRouter([{ path: '*', element: <FraktAdmin i18nProvider={i18nProvider} /> }]);
  }, []);
  return (
    <SessionStoreProvider value={sessionStore}>
      <RouterProvider router={router} />
    </SessionStoreProvider>
  );
};
