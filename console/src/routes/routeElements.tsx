import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { AcceptInvitePage, DemoLoginPage, ForgotPasswordPage, LoginPage, ResetPasswordPage, SsoLoginPage } from '../auth';
import { RaSignIn } from '../auth/RaSignIn';
import { ComingSoonPage } from '../layout/ComingSoonPage';
import { TrackingPage } from '../tracking';
import { WelcomePage } from '../welcome';
import { RouteFrame } from './RouteFrame';
import { routeTable, type RouteDefinition, type RouteName } from './routeTable';

type Screen = ComponentType<{ route: RouteDefinition }>;

/**
 * A screen loaded with its route (issue 20: route-level code splitting). The pages a visitor meets
 * first (welcome, sign-in) are the public shell's too (public/PublicShell.tsx); each area's screens come
 * in its own chunk.
 */
const lazyScreen = <M,>(load: () => Promise<M>, pick: (module: M) => Screen): Screen =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const shipment = () => import('../shipment');
const bill = () => import('../bills');
const complaint = () => import('../complaints');
const contact = () => import('../contacts');
const content = () => import('../content');
const customs = () => import('../customs');
const ShipmentPricePage = lazyScreen(shipment, (m) => m.ShipmentPricePage);
const ShipmentSelectPage = lazyScreen(shipment, (m) => m.ShipmentSelectPage);
const ShipmentCompletePage = lazyScreen(shipment, (m) => m.ShipmentCompletePage);
const ShipmentBookPage = lazyScreen(shipment, (m) => m.ShipmentBookPage);
const BookedConsignmentList = lazyScreen(
  () => import('../bookedList'),
  (m) => m.BookedConsignmentList,
);
const SendListPage = lazyScreen(
  () => import('../sendList'),
  (m) => m.SendListPage,
);
const ContactList = lazyScreen(contact, (m) => m.ContactList);
const ContactImportPage = lazyScreen(contact, (m) => m.ContactImportPage);
const ComplaintList = lazyScreen(complaint, (m) => m.ComplaintList);
const ClaimPage = lazyScreen(complaint, (m) => m.ClaimPage);
const profile = () => import('../profile');
const ProfilePage = lazyScreen(profile, (m) => m.ProfilePage);
const AuditPage = lazyScreen(profile, (m) => m.AuditPage);
const UsersPage = lazyScreen(
  () => import('../users'),
  (m) => m.UsersPage,
);
const CarrierAgreementsPage = lazyScreen(
  () => import('../carrierAgreements'),
  (m) => m.CarrierAgreementsPage,
);
const BillList = lazyScreen(bill, (m) => m.BillList);
const BillOrderList = lazyScreen(bill, (m) => m.BillOrderList);
const PayLaterPage = lazyScreen(bill, (m) => m.PayLaterPage);
const PayLaterTermsPage = lazyScreen(bill, (m) => m.PayLaterTermsPage);
const CustomsPage = lazyScreen(customs, (m) => m.CustomsPage);
const PaperlessPage = lazyScreen(customs, (m) => m.PaperlessPage);
const InfoPage = lazyScreen(content, (m) => m.InfoPage);
const MailTestPage = lazyScreen(content, (m) => m.MailTestPage);
const DashboardPage = lazyScreen(
  () => import('../dashboard'),
  (m) => m.DashboardPage,
);

/**
 * The screen of each route of the table. Everything not built yet shows the localized
 * "coming soon" page under its real path, title and guard.
 */
const screens: Partial<Record<RouteName, Screen>> = {
  welcome: WelcomePage,
  login: LoginPage,
  sso: SsoLoginPage,
  invite: AcceptInvitePage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  demoLogin: DemoLoginPage,
  tracking: TrackingPage,
  // Home and start open the first shipment step (spec 2.1).
  home: ShipmentPricePage,
  start: ShipmentPricePage,
  shipmentStep1: ShipmentPricePage,
  shipmentStep2: ShipmentSelectPage,
  shipmentStep3: ShipmentCompletePage,
  shipmentStep4: ShipmentBookPage,
  consignmentList: BookedConsignmentList,
  consignmentNew: SendListPage,
  contactList: ContactList,
  contactImport: ContactImportPage,
  complaintList: ComplaintList,
  claim: ClaimPage,
  profile: ProfilePage,
  audit: AuditPage,
  profileUsers: UsersPage,
  profileCarrierAgreements: CarrierAgreementsPage,
  billList: BillList,
  dashboard: DashboardPage,
  billOrderList: BillOrderList,
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
    .filter((route) => (layout === 'noLayout') === ('noLayout' in route && route.noLayout === true))
    .map((route) => {
      const Screen = screens[route.name] ?? ComingSoonPage;
      const frame = (
        <RouteFrame route={route}>
          {/* Inside the frame: the title and the page view do not wait for the screen's chunk. */}
          <Suspense fallback={<Loading />}>
            <Screen route={route} />
          </Suspense>
        </RouteFrame>
      );
      // The sign-in screens are shared with the public shell; here they sign in through react-admin.
      return <Route key={route.name} path={route.path} element={'anonymous' in route ? <RaSignIn>{frame}</RaSignIn> : frame} />;
    });

/** Unknown paths go home; the guard takes it from there. */
export const CatchAll = () => <Navigate to="/" replace />;
