/** The ceiling: what Nest + Fastify + the kernel's createHttpApp hooks can do on this machine. */
export default {
  name: 'hello',
  server: 'hello',
  stack: true, // also through the gateway of the distributed stack (`--stack`)
  order: 0,
  description: 'GET /api/hello on a bare Nest app built by createHttpApp (the ceiling)',
  async setup(ctx) {
    // Under --stack the app sits behind a gateway, on a path the gateway routes.
    const path = ctx.servers.hello.path ?? '/api/hello';
    const { status } = await ctx.http('hello', 'GET', path);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    return { method: 'GET', path };
  },
};
