import { readFileSync } from 'node:fs';
import { portalDatabase } from '../lib/bookings.mjs';

// BENCH_BGMAX_PAYMENTS: a smaller file to see that memory does not grow with the file.
const PAYMENTS = Number(process.env.BENCH_BGMAX_PAYMENTS ?? 250_000);
// One bill per payment, as a bank file pays them (each bill once).
const BILLS = PAYMENTS;
const PER_DEPOSIT = 1_000;
const YEAR = 2026;

/** The portal child's resident set size in bytes (Linux /proc). */
const rssOf = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
};

const pad = (value, width, digits = false) => (digits ? String(value).padStart(width, '0') : String(value).padEnd(width)).slice(0, width);

/**
 * A BgMax file of `PAYMENTS` payments (one 80-column TK20 record each, deposits of PER_DEPOSIT), CRLF: 250 000
 * payments are about 20 MB, the size of the file in issue 25. Every payment pays one seeded bill by OCR.
 */
function bgMaxFile() {
  const records = [`01${pad('BGMAX', 20)}01${pad('20261201053012123456', 20)}P`];
  let deposits = 0;
  for (let from = 0; from < PAYMENTS; from += PER_DEPOSIT) {
    const day = 1 + (deposits % 28);
    records.push(`05${pad(50501055, 10, true)}${pad('', 10)}SEK`);
    const count = Math.min(PER_DEPOSIT, PAYMENTS - from);
    for (let i = from; i < from + count; i += 1)
      records.push(`20${pad(9912346, 10, true)}${pad(`BENCH${i % BILLS}`, 25)}${pad(100 + (i % 900), 18, true)}21${pad(i + 1, 12, true)}0`);
    records.push(
      `15${pad('99123456789012', 35)}${YEAR}11${pad(day, 2, true)}${pad(deposits + 1, 5, true)}${pad(0, 18, true)}SEK${pad(count, 8, true)} `,
    );
    deposits += 1;
  }
  records.push(`70${pad(PAYMENTS, 8, true)}${pad(0, 8, true)}${pad(0, 8, true)}${pad(deposits, 8, true)}`);
  return Buffer.from(records.map((r) => r.padEnd(80)).join('\r\n') + '\r\n', 'latin1');
}

/** The portal's own event-loop delay since the last scrape (prom-client's histogram is reset on each collect), in ms. */
async function eventLoopLag(ctx) {
  const text = await (await fetch(`${ctx.servers.portal.url}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { p99: value('nodejs_eventloop_lag_p99_seconds'), max: value('nodejs_eventloop_lag_max_seconds') };
}

/**
 * Measures how long the portal's event loop was held while `work` ran: a cheap call (GET /api/health/live, which
 * touches nothing) sent again as soon as the last one answered; the slowest answer is about the longest stall a
 * customer saw. Also samples the portal's RSS every 50 ms.
 */
async function whileProbing(ctx, work) {
  const pid = ctx.servers.portal.pid;
  const rssBefore = pid ? rssOf(pid) : NaN;
  let rssPeak = rssBefore;
  const sampler = pid ? setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 50) : undefined;
  let running = true;
  let slowest = 0;
  let probes = 0;
  const probing = (async () => {
    while (running) {
      const t = performance.now();
      await (await fetch(`${ctx.servers.portal.url}/api/health/live`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t);
      probes += 1;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  await eventLoopLag(ctx);
  const t0 = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - t0;
    const lag = await eventLoopLag(ctx);
    return { result, ms, slowestProbeMs: slowest, probes, lag, rssGrowthMb: (rssPeak - rssBefore) / 1024 / 1024 };
  } finally {
    running = false;
    await probing;
    if (sampler) clearInterval(sampler);
  }
}

/**
 * Issue 25 item 7: a 20 MB BgMax file of 250 000 payments (each matched to a bill of its own, so each settles a bill
 * and records PaymentRegistered) through POST /api/bill/admin/payments/bgmax, then the year's SIE
 * export (250 000 invoices and 250 000 payments as vouchers) through GET /api/bill/admin/sie. For each: wall time,
 * the slowest health probe meanwhile (the event loop's longest hold, as a customer feels it) and the portal's RSS
 * growth. Targets: no probe over a few tens of ms, memory bounded.
 */
export default {
  name: 'bgmax-import',
  server: 'portal',
  order: 82,
  description: 'BgMax import of 250 000 payments (20 MB) and the SIE export of the year: event-loop hold and RSS',
  async run(ctx) {
    const db = await portalDatabase(ctx);
    try {
      await db.query(
        `INSERT INTO billing.bills (id, customer_id, ocr, bill_date, due_date, period_from, period_to, total_capital_ore, total_vat_ore, buyer)
         SELECT 900000000 + n, 1001, 'BENCH' || n, '${YEAR}-11-01', '${YEAR}-12-01', '${YEAR}-10-16', '${YEAR}-10-31', 100000, 25000, '{}'::jsonb
           FROM generate_series(0, ${BILLS - 1}) n`,
      );
      await db.query(
        `INSERT INTO billing.bill_orders (order_no, type, customer_id, supplier_id, article, total_price_ore, vat_rate, vat_ore, date_created, booked_date, bill_id, date_billed)
         SELECT 'BENCH' || n, 'FREIGHT', 1001, 131, 'FRAKT', 100000, 25, 25000, '${YEAR}-10-20', '${YEAR}-10-20', 900000000 + n, '${YEAR}-11-01'
           FROM generate_series(0, ${BILLS - 1}) n`,
      );
    } catch (error) {
      await db.end();
      throw error;
    }
    try {
      const file = bgMaxFile();
      const admin = await ctx.signIn(ctx.accounts.admin.username, ctx.accounts.admin.password);
      const authorization = `Bearer ${admin.accessToken}`;
      const upload = await whileProbing(ctx, async () => {
        const res = await fetch(`${ctx.servers.portal.url}/api/bill/admin/payments/bgmax`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'text/plain' },
          body: file,
        });
        const body = await res.json();
        if (res.status !== 200 || body.payments !== PAYMENTS) throw new Error(`import answered ${res.status}: ${JSON.stringify(body)}`);
        return body;
      });
      // The relay publishes the import's PaymentRegistered events after its commit: let it finish, so the export is measured alone.
      const relayStarted = performance.now();
      for (let waited = 0; waited < 600; waited += 1) {
        const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM billing.outbox WHERE published_at IS NULL')).rows;
        if (n === 0) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      const relayMs = performance.now() - relayStarted;
      // A year's tables have statistics on a live system (autovacuum); these were filled seconds ago, and without them the
      // planner takes the freshly loaded tables for empty ones (an export of 250 000 took minutes instead of seconds).
      await db.query('ANALYZE billing.bills, billing.bill_orders, billing.payments');
      const sie = await whileProbing(ctx, async () => {
        const res = await fetch(`${ctx.servers.portal.url}/api/bill/admin/sie?from=${YEAR}-01-01&to=${YEAR}-12-31`, {
          headers: { authorization },
        });
        let bytes = 0;
        for await (const chunk of res.body) bytes += chunk.length;
        if (res.status !== 200) throw new Error(`SIE export answered ${res.status}`);
        return { bytes };
      });
      const note =
        `BgMax ${(file.length / 1024 / 1024).toFixed(1)} MB, ${PAYMENTS} payments (${upload.result.matched} matched): ${(upload.ms / 1000).toFixed(1)} s, ` +
        `slowest probe ${Math.round(upload.slowestProbeMs)} ms over ${upload.probes}, loop delay p99 ${Math.round(upload.lag.p99)} ms max ${Math.round(upload.lag.max)} ms, RSS +${Math.round(upload.rssGrowthMb)} MB; ` +
        `relay drained in ${(relayMs / 1000).toFixed(1)} s; ` +
        `SIE ${(sie.result.bytes / 1024 / 1024).toFixed(1)} MB: ${(sie.ms / 1000).toFixed(1)} s, slowest probe ${Math.round(sie.slowestProbeMs)} ms over ${sie.probes}, loop delay p99 ${Math.round(sie.lag.p99)} ms max ${Math.round(sie.lag.max)} ms, RSS +${Math.round(sie.rssGrowthMb)} MB`;
      process.stdout.write(`\n    ${note}\n    `);
      return {
        requestsPerSecond: PAYMENTS / (upload.ms / 1000),
        requestsTotal: 2,
        durationSeconds: (upload.ms + sie.ms) / 1000,
        latencyMs: {
          p50: upload.slowestProbeMs,
          p99: Math.max(upload.slowestProbeMs, sie.slowestProbeMs),
          max: Math.max(upload.slowestProbeMs, sie.slowestProbeMs),
        },
        errors: 0,
        import: { ms: upload.ms, slowestProbeMs: upload.slowestProbeMs, rssGrowthMb: upload.rssGrowthMb, ...upload.result },
        sie: { ms: sie.ms, bytes: sie.result.bytes, slowestProbeMs: sie.slowestProbeMs, rssGrowthMb: sie.rssGrowthMb },
        note,
      };
    } finally {
      await db.end();
    }
  },
};
