import { describe, expect, it } from '@jest/globals';
import type { Viewer } from '../session/session';
import { decideRouteAccess, documentTitle } from './routeGuard';
import { pathTo, routeByName, routeTable, type RouteName } from './routeTable';

const enabled = { loginxEnabled: true };
const decide = (name: RouteName, viewer: Viewer, options = enabled) => decideRouteAccess(routeByName(name), viewer, options);

const anonymousRoutes: RouteName[] = ['welcome', 'login', 'sso', 'invite', 'forgotPassword', 'resetPassword', 'demoLogin', 'tracking'];
const demoRoutes: RouteName[] = [
  'home',
  'welcome',
  'sso',
  'about',
  'guide',
  'faq',
  'news',
  'carriers',
  'packaging',
  'insurance',
  'start',
  'shipmentStep1',
  'shipmentStep2',
  'demoLogin',
  'tracking',
];

describe('route table', () => {
  it('has the paths of spec 2.1', () => {
    expect(routeTable.map((r) => r.path)).toEqual([
      '/',
      '/loginx',
      '/welcome',
      '/sso/:key',
      '/invite/:token',
      '/glomt-losenord',
      '/aterstall-losenord/:token',
      '/info/about',
      '/info/guide',
      '/info/faq',
      '/info/news',
      '/info/carriers',
      '/info/packaging',
      '/info/insurance',
      '/profile',
      '/profile/paylater',
      '/profile/paylaterterms',
      '/profile/users',
      '/profile/carriers',
      '/start',
      '/shipment/price',
      '/shipment/select',
      '/shipment/complete',
      '/shipment/book',
      '/consignment',
      '/consignment/customs',
      '/consignment/upspaperless',
      '/consignment/claim',
      '/consignment/list',
      '/consignment/new',
      '/contact/list',
      '/contact/import',
      '/complaint/list',
      '/bill/list',
      '/bill/order/list',
      '/priser',
      '/test/mail',
      // The portal's own beyond the spec.
      '/dashboard',
      '/spara/:consignmentNo',
      '/profile/audit',
    ]);
  });

  it('flags demo access as in spec 2.1', () => {
    expect(
      routeTable
        .filter((r) => r.demo)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...demoRoutes].sort());
  });

  it('fills route parameters', () => {
    expect(pathTo('sso', { key: 'a b' })).toBe('/sso/a%20b');
  });
});

describe(decideRouteAccess.name, () => {
  it.each(anonymousRoutes)('lets an anonymous visitor reach %s', (name) => {
    expect(decide(name, 'anonymous')).toEqual({ allow: true });
  });

  it.each(routeTable.map((r) => r.name).filter((n) => !anonymousRoutes.includes(n)))(
    'sends an anonymous visitor from %s to welcome',
    (name) => {
      expect(decide(name, 'anonymous')).toEqual({ allow: false, redirectTo: '/welcome' });
    },
  );

  it.each(routeTable.map((r) => r.name).filter((n) => !anonymousRoutes.includes(n)))('lets a member reach %s', (name) => {
    expect(decide(name, 'member')).toEqual({ allow: true });
  });

  it.each(routeTable.filter((r) => !r.demo && !('anonymous' in r)).map((r) => r.name))('sends a demo user from %s to welcome', (name) => {
    expect(decide(name, 'demo')).toEqual({ allow: false, redirectTo: '/welcome' });
  });

  it.each(demoRoutes.filter((n) => !anonymousRoutes.includes(n)))('lets a demo user reach %s', (name) => {
    expect(decide(name, 'demo')).toEqual({ allow: true });
  });

  it.each(['welcome', 'login', 'demoLogin'] as RouteName[])('sends a member from %s to start', (name) => {
    expect(decide(name, 'member')).toEqual({ allow: false, redirectTo: '/start' });
  });

  it.each(['login', 'demoLogin'] as RouteName[])('sends a demo user from %s to start', (name) => {
    expect(decide(name, 'demo')).toEqual({ allow: false, redirectTo: '/start' });
  });

  it('lets a demo user stay on welcome, where routes without demo access send them', () => {
    expect(decide('welcome', 'demo')).toEqual({ allow: true });
    expect(decide('consignmentList', 'demo')).toEqual({ allow: false, redirectTo: '/welcome' });
  });

  it('lets a signed-in user use an SSO link (it replaces the stored user)', () => {
    expect(decide('sso', 'member')).toEqual({ allow: true });
  });

  it('does not offer /loginx when the flag is off', () => {
    const disabled = { loginxEnabled: false };
    expect(decide('login', 'anonymous', disabled)).toEqual({ allow: false, redirectTo: '/welcome' });
    expect(decide('login', 'member', disabled)).toEqual({ allow: false, redirectTo: '/welcome' });
    expect(decide('welcome', 'anonymous', disabled)).toEqual({ allow: true });
  });
});

describe(documentTitle.name, () => {
  it('joins the application title and the route title', () => {
    expect(documentTitle('Frakt', 'Välkommen')).toBe('Frakt : Välkommen');
    expect(documentTitle('Frakt')).toBe('Frakt');
  });
});
