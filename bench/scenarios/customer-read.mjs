/** An authenticated read: JWT verification, tenancy guard, one customer row from PostgreSQL. */
export default {
  name: 'customer-read',
  server: 'portal',
  stack: true, // also through the gateway of the distributed stack (`--stack`)
  order: 10,
  description: 'GET /api/customer/1001 with a bearer token obtained once',
  async setup(ctx) {
    const { username, password, customerId } = ctx.accounts.anna;
    const session = await ctx.signIn(username, password);
    const path = `/api/customer/${customerId}`;
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const { status, body } = await ctx.http('portal', 'GET', path, { headers });
    if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
    return { method: 'GET', path, headers };
  },
};
