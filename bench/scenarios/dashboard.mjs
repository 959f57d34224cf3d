import { INSIGHT_ORDERS, seedInsights, stockholmMonth } from '../lib/insights.mjs';

/**
 * The member dashboard (issue 33), GET /api/customer/insights/{custId}, for a customer with 1 000 000 bookings
 * over two years: the default twelve months and the widest period (24 months) in turn, 4 connections. The
 * figures come from the summary the consumers keep (bench/lib/insights.mjs seeds it as they would leave it).
 * Target p99 <= 50 ms.
 */
export default {
  name: 'dashboard',
  server: 'portal',
  order: 74,
  description: `dashboard figures (12 and 24 months) of one customer with ${INSIGHT_ORDERS / 1_000_000} 000 000 bookings in the summary (target p99 <= 50 ms)`,
  async setup(ctx) {
    await seedInsights(ctx);
    const { username, password, customerId } = ctx.accounts.anna;
    const session = await ctx.signIn(username, password);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const paths = [
      `/api/customer/insights/${customerId}`,
      `/api/customer/insights/${customerId}?from=${stockholmMonth(23)}&to=${stockholmMonth(0)}`,
    ];
    for (const [i, path] of paths.entries()) {
      const { status, body } = await ctx.http('portal', 'GET', path, { headers });
      // The widest period holds (nearly) every seeded booking: the answer really sums them.
      const least = i === 1 ? INSIGHT_ORDERS * 0.9 : 1;
      if (status !== 200 || !(body?.totals?.consignments >= least))
        throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return { connections: 4, requests: paths.map((path) => ({ method: 'GET', path, headers })) };
  },
};
