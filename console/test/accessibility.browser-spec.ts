import { eventually } from '@freight/testing';
import type { Page } from 'playwright-core';
import { routeTable } from '../src/routes/routeTable';
import { axeViolations } from './axe';
import { apiCall, PLAIN_CONSIGNMENT, signIn } from '../../services/all-in-one/test/portal';
import { ANNA, browserPortal, submitLoginForm, waitForPath, waitForShippingProfile } from './browser';

/**
 * WCAG 2.1 A and AA (axe-core) and one h1 on every route of the route table (issue 29, item 12): signed in and
 * anonymous, in Swedish and English, at 1400 and 420 px. The routes come from the table itself, so a new route is
 * checked without anyone adding it here.
 */
const SAMPLE_PARAMS: Record<string, string> = { key: 'not-a-key-anybody-issued', consignmentNo: '0000000000' };
const pathOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name);

const ANONYMOUS = routeTable.filter((r) => 'anonymous' in r && r.anonymous && !('noLayout' in r && r.noLayout && r.name === 'demoLogin'));
const SIGNED_IN = routeTable.filter((r) => !('anonymous' in r && r.anonymous) || r.name === 'tracking');

interface Finding {
  route: string;
  h1: number;
  violations: { id: string; targets: string; summary?: string }[];
}

/** Opens each path, waits for its heading and for what it loads, and reports what is wrong (nothing, we hope). */
async function audit(page: Page, paths: { name: string; path: string }[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { name, path } of paths) {
    await page.goto(path, { waitUntil: 'load' });
    // A route without a heading is a finding, not a stop: the others are still audited.
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    // Lists and cards load after the heading: audit what the member finally sees, not a spinner.
    await page
      .waitForFunction(() => !document.querySelector('[role="progressbar"], .MuiSkeleton-root'), undefined, { timeout: 10_000 })
      .catch(() => undefined);
    const h1 = await page.locator('h1').count();
    const violations = (await axeViolations(page)).map(({ id, targets, summary }) => ({ id, targets, summary }));
    if (h1 !== 1 || violations.length) findings.push({ route: `${name} ${path}`, h1, violations });
  }
  return findings;
}

describe('every route passes axe-core WCAG 2.1 AA and has one h1', () => {
  const fixture = browserPortal('a11y-');

  // Rows in every list anna has (booked orders, bill orders, contacts, complaints): row checkboxes, chips and
  // links are where the rules bite, and an empty list has none.
  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    const anna = (await signIn(fixture.portal, ANNA.username, ANNA.password)).accessToken;
    const call = (method: 'post' | 'put', path: string, body: object) => apiCall(fixture.portal, anna, method, path, body);
    const consignmentId = (await call('post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body.consignments[0].consignmentId;
    const booked = (await call('put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId }).expect(200)).body;
    const consignmentNo = booked.consignments[0].consignmentNo as string;
    await call('post', '/contact/', {
      company: 'Blomsterhandeln AB',
      firstName: 'Cecilia',
      lastName: 'Carlsson',
      address1: 'Storgatan 1',
      postcode: '111 22',
      city: 'Stockholm',
      phone: '08-555 12 34',
    }).expect(200);
    // Claims learns of the booking from its event, after the booking call answers.
    await eventually(async () => {
      const { rows } = await fixture.portal.db.query('SELECT 1 FROM claims.booked_orders WHERE consignment_no = $1', [consignmentNo]);
      if (!rows.length) throw new Error('claims has no copy yet');
    });
    await call('post', '/complaint/', { identifier: consignmentNo, description: 'Kartongen kom fram krossad.', send: false }).expect(201);
  });

  const setLanguage = async (page: Page, language: 'sv' | 'en') => {
    await page.goto('/welcome', { waitUntil: 'load' });
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  };

  describe.each([
    ['sv', 1400],
    ['en', 1400],
    ['sv', 420],
    ['en', 420],
  ] as const)('in %s at %i px', (language, width) => {
    it('anonymous routes', async () => {
      const { page } = await fixture.open(`anonymous-${language}-${width}`);
      await page.setViewportSize({ width, height: 900 });
      await setLanguage(page, language);
      const routes = ANONYMOUS.filter((r) => r.name !== 'demoLogin').map((r) => ({ name: r.name, path: pathOf(r.path) }));
      expect(await audit(page, routes)).toEqual([]);
    });

    it('signed-in routes', async () => {
      const { page } = await fixture.open(`member-${language}-${width}`);
      await page.setViewportSize({ width, height: 900 });
      await setLanguage(page, language);
      await submitLoginForm(page, ANNA.username, ANNA.password);
      await waitForPath(page, '/start');
      const routes = SIGNED_IN.map((r) => ({ name: r.name, path: pathOf(r.path) }));
      expect(await audit(page, routes)).toEqual([]);
    });
  });
});
