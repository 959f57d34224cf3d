/** The ceiling: what Nest + Fastify + the kernel's createHttpApp hooks can do on this machine. */
export default {
  name: 'hello',
  server: 'hello',
  order: 0,
  description: 'GET /api/hello on a bare Nest app built by createHttpApp (the ceiling)',
  async setup(ctx) {
    const { status } = await ctx.http('hello', 'GET', '/api/hello');
    if (status !== 200) throw new Error(`GET /api/hello answered ${status}`);
    return { method: 'GET', path: '/api/hello' };
  },
};
