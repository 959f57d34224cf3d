import { BO, VERA } from '@freight/testing';
import { COMPANY_ROLES, CompanyRole, roleIncludes } from '@freight/kernel';
import { DEMO_CUSTOMERS, signIn, signInDemoAccounts, startTestPortal, TestPortal } from './portal';
import { portalRoutes, PortalRoute } from './routes';

/** Path parameters that name a catalogue entry or a choice, not somebody's record. */
const NOT_AN_ID = new Set(['templateName', 'carrierCode', 'flag', 'key', 'format']);
/** Hundreds of calls on a machine that may be busy: the jest default of two minutes is not the point here. */
const MATRIX_TIMEOUT_MS = 600_000;

interface Outcome {
  route: string;
  role: CompanyRole;
  needed: CompanyRole;
  adminOnly: boolean;
  status: number;
  code?: string;
}

/**
 * Roles from the routes' own metadata (issue 32 item 2), so a new route is covered without anyone adding it: every
 * route but the public ones, called by a user of each company role of anna's company (vera the viewer, bo the booker,
 * anna the administrator) on her own customer → 403 AUTH.ROLE_FORBIDDEN exactly where the role is short of the
 * route's, anything else (never a 5xx) where it reaches it; an @AdminOnly() route answers 403 AUTH.FORBIDDEN there, as none
 * of them is an admin (customer level 1). The administrator goes last: its calls may change things.
 */
describe('Embedded portal: the role matrix', () => {
  let portal: TestPortal;
  let tokens: Record<CompanyRole, string>;

  beforeAll(async () => {
    portal = await startTestPortal();
    const { anna } = await signInDemoAccounts(portal);
    tokens = {
      viewer: (await signIn(portal, VERA.username, VERA.password)).accessToken,
      booker: (await signIn(portal, BO.username, BO.password)).accessToken,
      administrator: anna,
    };
  });

  afterAll(async () => {
    await portal?.close();
  });

  // Anna's customer id where the path names a customer, an id that is nobody's elsewhere: roles, not tenancy, are tested.
  const fill = (route: PortalRoute) =>
    route.template.replace(/:(\w+)/g, (_, name: string) =>
      NOT_AN_ID.has(name) ? 'x' : /cust/i.test(name) ? String(DEMO_CUSTOMERS.anna) : '987654',
    );
  const verb = (method: string) => (method === 'ALL' ? 'get' : method.toLowerCase()) as 'get' | 'post' | 'put' | 'delete' | 'patch';

  it(
    'answers every route 403 AUTH.ROLE_FORBIDDEN below its role, and never a 5xx',
    async () => {
      const routes = portalRoutes(portal.running.app).filter((r) => !r.isPublic);
      const outcomes: Outcome[] = [];
      for (const role of COMPANY_ROLES) {
        for (const route of routes) {
          const res = await portal.http[verb(route.method)](fill(route))
            .auth(tokens[role], { type: 'bearer' })
            .set('Content-Type', 'application/json')
            .send('{}');
          outcomes.push({
            route: `${route.method} ${route.template}`,
            role,
            needed: route.requiredRole,
            adminOnly: route.adminOnly,
            status: res.status,
            code: res.body?.code,
          });
        }
      }
      const roleRefused = (o: Outcome) => o.status === 403 && o.code === 'AUTH.ROLE_FORBIDDEN';
      console.info(JSON.stringify({ roleMatrix: outcomes.length, routes: routes.length, refused: outcomes.filter(roleRefused).length }));
      expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
      expect(outcomes.filter((o) => roleIncludes(o.role, o.needed) === roleRefused(o))).toEqual([]);
      const adminRefused = (o: Outcome) => o.status === 403 && o.code === 'AUTH.FORBIDDEN';
      expect(outcomes.filter((o) => o.adminOnly && roleIncludes(o.role, o.needed) && !adminRefused(o))).toEqual([]);
      // The matrix is not empty on either side: each role is refused somewhere but the administrator, allowed somewhere by all.
      for (const role of ['viewer', 'booker'] as const) expect(outcomes.some((o) => o.role === role && roleRefused(o))).toBe(true);
      expect(outcomes.some((o) => o.role === 'administrator' && roleRefused(o))).toBe(false);
      // The routes the issue names: settings, users, webhooks and API keys are the administrator's; booking and printing the booker's.
      const needs = (method: string, template: string) => routes.find((r) => r.method === method && r.template === template)?.requiredRole;
      expect(needs('PUT', '/api/customer/setting/:customerId')).toBe('administrator');
      expect(needs('GET', '/api/auth/users/:customerId')).toBe('administrator');
      expect(needs('POST', '/api/customer/webhooks/:customerId')).toBe('administrator');
      expect(needs('POST', '/api/auth/keys/:customerId')).toBe('administrator');
      expect(needs('PUT', '/api/consignment/book')).toBe('booker');
      expect(needs('POST', '/api/consignment/print')).toBe('booker');
      expect(needs('GET', '/api/bill/customer/:custId')).toBe('viewer');
      expect(needs('POST', '/api/consignment/price')).toBe('viewer');
      // The back office declares itself admins-only next to each route (issue 26): billing, credit limits, content, SSO keys.
      const adminOnly = routes.filter((r) => r.adminOnly).map((r) => `${r.method} ${r.template}`);
      expect(adminOnly).toEqual(
        expect.arrayContaining([
          'POST /api/bill/admin/invoice-run',
          'PUT /api/customer/creditlimit/:customerId',
          'GET /api/customer/erasures',
          'POST /api/news',
          'PUT /api/content/:id',
          'POST /api/auth/sso/keys',
        ]),
      );
      expect(adminOnly).toHaveLength(21);
    },
    MATRIX_TIMEOUT_MS,
  );
});
