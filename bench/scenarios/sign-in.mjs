/** Password sign-in: argon2id verification (19 MiB, t=2) dominates, so this one is CPU-bound by design. */
export default {
  name: 'sign-in',
  server: 'portal',
  order: 20,
  description: 'POST /api/auth/signin (argon2id verify + session row + token signing)',
  async setup(ctx) {
    const { username, password } = ctx.accounts.anna;
    await ctx.signIn(username, password); // fails loudly before the run if the account does not work
    return {
      method: 'POST',
      path: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    };
  },
};
