import { performance } from 'node:perf_hooks';
import { percentiles } from '../lib/stats.mjs';

/**
 * A user's first screen: sign in, then read the customer with the token just issued.
 * One autocannon `requests` sequence per connection: the sign-in's onResponse stores the token in
 * the connection's context, the read's setupRequest puts it in the Authorization header (and
 * restarts the sequence when the sign-in failed). autocannon counts both requests, so req/s is
 * HTTP requests and its latency mixes the two kinds; the pair latency is measured here.
 */
let pairs = [];
let failedSignIns = 0;

export default {
  name: 'sign-in+customer',
  server: 'portal',
  order: 30,
  perIteration: 2,
  description: 'each iteration: POST /api/auth/signin, then GET /api/customer/1001 with the fresh token',
  async setup(ctx) {
    pairs = [];
    failedSignIns = 0;
    const { username, password, customerId } = ctx.accounts.anna;
    await ctx.signIn(username, password);
    return {
      requests: [
        {
          method: 'POST',
          path: '/api/auth/signin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
          setupRequest: (request, context) => {
            context.started = performance.now();
            return request;
          },
          onResponse: (status, body, context) => {
            if (status === 200) context.token = JSON.parse(body).accessToken;
            else failedSignIns++;
          },
        },
        {
          method: 'GET',
          path: `/api/customer/${customerId}`,
          // No token (the sign-in failed): a falsy return restarts the sequence at the sign-in.
          setupRequest: (request, context) =>
            context.token ? { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } } : null,
          onResponse: (status, _body, context) => {
            if (status === 200 && context.started !== undefined) pairs.push(performance.now() - context.started);
          },
        },
      ],
    };
  },
  summarize(result) {
    const p = percentiles(pairs);
    const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '—');
    return {
      pairs: { count: pairs.length, perSecond: pairs.length / result.duration, latencyMs: p, failedSignIns },
      note: `${(pairs.length / result.duration).toFixed(1)} pairs/s; pair latency p50 ${ms(p.p50)}, p99 ${ms(p.p99)} (the req/s and latency columns mix sign-ins and reads)`,
    };
  },
};
