import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { DemoLoginPage, LoginPage, SsoLoginPage } from '../auth';
import { BillListPage, BillOrderListPage, PayLaterPage, PayLaterTermsPage } from '../bill';
import { BookedConsignmentList } from '../bookedList';
import { ClaimPage, ComplaintListPage } from '../complaint';
import { ContactImportPage, ContactListPage } from '../contact';
import { InfoPage, MailTestPage } from '../content';
import { CustomsPage, PaperlessPage } from '../customs';
import { ComingSoonPage } from '../layout/ComingSoonPage';
import { ProfilePage } from '../profile';
import { SendListPage } from '../sendList';
import { ShipmentBookPage, ShipmentCompletePage, ShipmentPricePage, ShipmentSelectPage } from '../shipment';
import { WelcomePage } from '../welcome';
import { RouteFrame } from './RouteFrame';
import { routeTable, type RouteDefinition, type RouteName } from './routeTable';

type Screen = ComponentType<{ route: RouteDefinition }>;

/**
 * The screen of each route of the table. Everything not built yet shows the localized
 * "coming soon" page under its real path, title and guard.
 */
const screens: Partial<Record<RouteName, Screen>> = {
    welcome: WelcomePage,
    login: LoginPage,
    sso: SsoLoginPage,
    demoLogin: DemoLoginPage,
    // Home and start open the first shipment step (spec 2.1).
    home: ShipmentPricePage,
    start: ShipmentPricePage,
    shipmentStep1: ShipmentPricePage,
    shipmentStep2: ShipmentSelectPage,
    shipmentStep3: ShipmentCompletePage,
    shipmentStep4: ShipmentBookPage,
    consignmentList: BookedConsignmentList,
    consignmentNew: SendListPage,
    contactList: ContactListPage,
    contactImport: ContactImportPage,
    complaintList: ComplaintListPage,
    claim: ClaimPage,
    profile: ProfilePage,
    billList: BillListPage,
    billOrderList: BillOrderListPage,
    payLater: PayLaterPage,
    payLaterTerms: PayLaterTermsPage,
    customs: CustomsPage,
    upspaperless: PaperlessPage,
    about: InfoPage,
    guide: InfoPage,
    faq: InfoPage,
    news: InfoPage,
    carriers: InfoPage,
    packaging: InfoPage,
    insurance: InfoPage,
    MailTest: MailTestPage,
};

/** <Route> elements for react-admin's <CustomRoutes> (with or without the layout). */
export const routeElements = (layout: 'layout' | 'noLayout') =>
    routeTable
        .filter(route => (layout === 'noLayout') === ('noLayout' in route && route.noLayout === true))
        .map(route => {
            const Screen = screens[route.name] ?? ComingSoonPage;
            return (
                <Route
                    key={route.name}
                    path={route.path}
                    element={
                        <RouteFrame route={route}>
                            <Screen route={route} />
                        </RouteFrame>
                    }
                />
            );
        });

/** Unknown paths go home; the guard takes it from there. */
export const CatchAll = () => <Navigate to="/" replace />;
