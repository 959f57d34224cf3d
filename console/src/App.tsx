import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { AppLayout } from './layout';
import { authProvider, dataProvider, store } from './providers';
import { CatchAll, routeElements } from './routes';

/** Wiring only: providers, layout and the routes of the route table. */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
    <Admin
        title="Frakt"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={AppLayout}
        loginPage={false}
        catchAll={CatchAll}
        disableTelemetry
    >
        <CustomRoutes noLayout>{routeElements('noLayout')}</CustomRoutes>
        <CustomRoutes>{routeElements('layout')}</CustomRoutes>
    </Admin>
);
