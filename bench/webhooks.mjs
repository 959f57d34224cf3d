#!/usr/bin/env node
// `node bench/webhooks.mjs`: webhook deliveries per second from the embedded portal to a receiver on this machine.
// Needs `npm run build` output and the PostgreSQL at TEST_DATABASE_URL (as `npm run bench`). The portal starts on a
// fresh database; anna registers an endpoint through the API; WEBHOOK_BENCH_COUNT deliveries (default 5 000) are
// then owed at once in SQL, as the consumer writes them, and the figure is the time from the dispatcher's nudge to
// the last one delivered (each signed, one HTTP request each, answered 204 by the receiver). Prints one JSON line.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { requireDist, startPortal } from './lib/apps.mjs';

// The seeded member whose endpoint the deliveries go to: libs/testing's one set of test accounts.
const { ANNA } = requireDist('libs/testing/dist/demo-accounts.js');
const COUNT = Number(process.env.WEBHOOK_BENCH_COUNT ?? 5000);

let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = receiver.address().port;

const portal = await startPortal(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {});
const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
url.pathname = `/${portal.database}`;
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
try {
  const post = async (path, body, token) => {
    const res = await fetch(`${portal.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { accessToken } = await post('/auth/signin', { username: ANNA.username, password: ANNA.password });
  const endpoint = await post('/customer/webhooks/1001', { url: `http://127.0.0.1:${port}/hooks`, events: ['order.booked'] }, accessToken);

  // Owed in the future first, so the dispatcher's poll does not start before the clock does; then all due at once.
  await db.query(
    `INSERT INTO customers.webhook_deliveries (id, endpoint_id, customer_id, event_id, event_type, body, created_at, retry_from, next_attempt_at)
     SELECT gen_random_uuid(), $1, 1001, 'evt_bench_' || n, 'order.booked',
            json_build_object('id', 'evt_bench_' || n, 'type', 'order.booked', 'data', json_build_object('orderNo', 'B' || n))::text,
            now(), now(), now() + interval '1 day'
       FROM generate_series(1, $2) n`,
    [endpoint.id, COUNT],
  );
  const started = performance.now();
  await db.query(`UPDATE customers.webhook_deliveries SET next_attempt_at = now() WHERE endpoint_id = $1`, [endpoint.id]);
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM customers.webhook_deliveries WHERE endpoint_id = $1 AND status = 'delivered'`,
      [endpoint.id],
    );
    if (rows[0].n >= COUNT) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      scenario: 'webhook-deliveries',
      deliveries: COUNT,
      received,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(COUNT / seconds),
    }),
  );
} finally {
  await db.end();
  await portal.close();
  receiver.close();
}
