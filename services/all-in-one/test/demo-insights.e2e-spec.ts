import { ANNA } from '@freight/testing';
import { DemoInsightsSeed } from '@freight/customers';
import { apiCall, signIn, startTestPortal, TestPortal } from './portal';

/**
 * `npm start`'s dashboard for anna (issue 33): a portal as npm start runs it (NODE_ENV=development, demo data)
 * writes her eight months of history through the summary's consumer code, so /dashboard shows charts; once only.
 */
describe('the demo dashboard history', () => {
  let portal: TestPortal;
  let anna = '';

  beforeAll(async () => {
    portal = await startTestPortal({ NODE_ENV: 'development' });
    anna = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
  });
  afterAll(() => portal?.close());

  it("shows several months of anna's figures: spend by carrier, consignments per week, on-time rates, incidents, emissions", async () => {
    const { body } = await apiCall(portal, anna, 'get', '/customer/insights/1001').expect(200);
    const months = new Set(body.spendByCarrier.map((s: { month: string }) => s.month));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(new Set(body.spendByCarrier.map((s: { carrier: string }) => s.carrier)).size).toBeGreaterThanOrEqual(3);
    expect(body.consignmentsPerWeek.length).toBeGreaterThanOrEqual(20);
    expect(body.emissionsPerMonth.filter((e: { co2eGrams: number }) => e.co2eGrams > 0).length).toBeGreaterThanOrEqual(6);
    const delivered = body.onTime.reduce((sum: number, o: { delivered: number }) => sum + o.delivered, 0);
    const onTime = body.onTime.reduce((sum: number, o: { onTime: number }) => sum + o.onTime, 0);
    expect(onTime / delivered).toBeGreaterThan(0.7);
    expect(onTime / delivered).toBeLessThan(1);
    expect(body.incidents.complaints + body.incidents.claims).toBeGreaterThan(0);
    expect(body.totals.consignments).toBeGreaterThan(200);
  });

  it('is written once: a second start finds it and writes nothing', async () => {
    const { rows: before } = await portal.db.query(
      'SELECT sum(consignments)::int AS n FROM customers.insight_monthly WHERE customer_id = 1001',
    );
    expect(await portal.running.app.get(DemoInsightsSeed).seed(new Date())).toBe(0);
    const { rows: after } = await portal.db.query(
      'SELECT sum(consignments)::int AS n FROM customers.insight_monthly WHERE customer_id = 1001',
    );
    expect(after[0].n).toBe(before[0].n);
  });
});
