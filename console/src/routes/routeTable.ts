/**
 * The route table of spec 2.1: the single source of paths, titles and guard rules.
 * Components are attached by name in routeElements.tsx.
 */
export interface RouteDefinition {
  name: string;
  path: string;
  /** Translation key of the route title (document title "Frakt : <title>"). */
  titleKey: string;
  /** Whether a demo user may reach it. */
  demo: boolean;
  /** Reachable without a stored user (welcome, login, sso, demoLogin). */
  anonymous?: boolean;
  /** A signed-in user is sent to /start instead (welcome, login, demoLogin). */
  signedInGoesTo?: string;
  /** Rendered without the top bar (react-admin noLayout). */
  noLayout?: boolean;
  /** Only offered when the /loginx flag allows it. */
  loginx?: boolean;
}

const route = <const N extends string>(
  name: N,
  path: string,
  demo: boolean,
  extra: Omit<RouteDefinition, 'name' | 'path' | 'demo' | 'titleKey'> = {},
) => ({ name, path, demo, titleKey: `route.${name}`, ...extra }) satisfies RouteDefinition;

export const START_PATH = '/start';
export const WELCOME_PATH = '/welcome';

export const routeTable = [
  route('home', '/', true),
  route('login', '/loginx', false, { anonymous: true, loginx: true, signedInGoesTo: START_PATH }),
  route('welcome', '/welcome', true, { anonymous: true, signedInGoesTo: START_PATH }),
  route('sso', '/sso/:key', true, { anonymous: true, noLayout: true }),
  // The invite mail's link (issue 32): a colleague chooses a password and is signed in.
  route('invite', '/invite/:token', false, { anonymous: true, noLayout: true }),
  // "Glömt lösenord" (issue 29): offered beside the login form, and the reset mail's link.
  route('forgotPassword', '/glomt-losenord', false, { anonymous: true, loginx: true, signedInGoesTo: START_PATH }),
  route('resetPassword', '/aterstall-losenord/:token', false, { anonymous: true, noLayout: true }),
  route('about', '/info/about', true),
  route('guide', '/info/guide', true),
  route('faq', '/info/faq', true),
  route('news', '/info/news', true),
  route('carriers', '/info/carriers', true),
  route('packaging', '/info/packaging', true),
  route('insurance', '/info/insurance', true),
  route('profile', '/profile', false),
  route('payLater', '/profile/paylater', false),
  route('payLaterTerms', '/profile/paylaterterms', false),
  // The company's users, for its administrator (issue 32).
  route('profileUsers', '/profile/users', false),
  // The company's own carrier agreements, for its administrator (issue 27).
  route('profileCarrierAgreements', '/profile/carriers', false),
  route('start', '/start', true),
  route('shipmentStep1', '/shipment/price', true),
  route('shipmentStep2', '/shipment/select', true),
  route('shipmentStep3', '/shipment/complete', false),
  route('shipmentStep4', '/shipment/book', false),
  route('consignment', '/consignment', false),
  route('customs', '/consignment/customs', false),
  route('upspaperless', '/consignment/upspaperless', false),
  route('claim', '/consignment/claim', false),
  route('consignmentList', '/consignment/list', false),
  route('consignmentNew', '/consignment/new', false),
  route('contactList', '/contact/list', false),
  route('contactImport', '/contact/import', false),
  route('complaintList', '/complaint/list', false),
  route('billList', '/bill/list', false),
  route('billOrderList', '/bill/order/list', false),
  route('demoLogin', '/priser', true, { anonymous: true, noLayout: true, signedInGoesTo: START_PATH }),
  route('MailTest', '/test/mail', false),
  // Beyond spec 2.1: the member dashboard (issue 33), a page of its own the side panel links to.
  route('dashboard', '/dashboard', false),
  // The receivers' public tracking page (issue 28): no sign-in, signed-in users see it too.
  route('tracking', '/spara/:consignmentNo', true, { anonymous: true }),
  // The account's audit trail (issue 32), under the profile: members only, as the profile.
  route('audit', '/profile/audit', false),
] as const;

export type RouteName = (typeof routeTable)[number]['name'];

const byName = new Map<string, RouteDefinition>(routeTable.map((r) => [r.name, r]));

export const routeByName = (name: RouteName): RouteDefinition => byName.get(name)!;

/** The path of a named route, with its parameters filled in. */
export const pathTo = (name: RouteName, params: Record<string, string> = {}) =>
  routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
