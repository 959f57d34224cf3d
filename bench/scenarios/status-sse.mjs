import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { bookedConsignments, percentile, report, signature } from '../lib/carrier-status.mjs';

const number = (name, fallback) => {
  const raw = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(raw) || raw < 1 || raw > 5000) throw new Error(`${name} must be 1–5000 (got "${process.env[name]}")`);
  return raw;
};
const TICK_MS = 10;
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/**
 * Live status in the console (issue 28): BENCH_SSE_STREAMS (default 500) open `GET /api/order/events` streams of one
 * customer, and carrier reports through the signed webhook at BENCH_SSE_RATE a second (default 20) for BENCH_DURATION
 * seconds. Every report reaches every stream (one customer's booked list open in 500 tabs), so the streams carry
 * rate × streams events a second: 20 × 500 = 10 000. Latency of an event on a stream = when the stream read it minus
 * the report's occurred_at (set when the bench sent it). Memory per stream = the portal's RSS with the streams open
 * minus before, over the streams (child servers only).
 */
export default {
  name: 'status-sse',
  server: 'portal',
  order: 62,
  description:
    'webhook reports to open GET /api/order/events streams (BENCH_SSE_STREAMS 500, BENCH_SSE_RATE 20/s): send-to-stream p50/p99, memory per stream',
  async run(ctx) {
    const streams = number('BENCH_SSE_STREAMS', 500);
    const rate = number('BENCH_SSE_RATE', 20);
    const consignments = await bookedConsignments(ctx, 200, 'portal');
    const { accessToken } = await ctx.signIn(ctx.accounts.anna.username, ctx.accounts.anna.password);
    const base = new URL(ctx.servers.portal.url);
    const pid = ctx.servers.portal.pid;
    const rssBefore = pid ? rssKb(pid) : NaN;

    const run = randomUUID().slice(0, 8);
    const lags = [];
    let received = 0;
    const open = [];
    const agent = new Agent({ keepAlive: true, maxSockets: streams });
    // The webhook calls' own sockets: a report must not queue in the bench behind too few of them.
    const posting = new Agent({ keepAlive: true, maxSockets: 256 });
    for (let i = 0; i < streams; i++) {
      open.push(
        new Promise((resolve, reject) => {
          const req = request(
            {
              host: base.hostname,
              port: base.port,
              path: '/api/order/events',
              agent,
              headers: { accept: 'text/event-stream', authorization: `Bearer ${accessToken}` },
            },
            (res) => {
              if (res.statusCode !== 200) return reject(new Error(`stream ${i} answered ${res.statusCode}`));
              let buffer = '';
              res.setEncoding('utf8');
              res.on('data', (chunk) => {
                buffer += chunk;
                let end;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                  const message = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  const data = /^data: (.*)$/m.exec(message)?.[1];
                  if (!data) continue;
                  const event = JSON.parse(data);
                  if (!event.report?.occurredAt) continue;
                  received++;
                  lags.push(Date.now() - Date.parse(event.report.occurredAt));
                }
              });
              resolve({ close: () => req.destroy() });
            },
          );
          req.on('error', reject);
          req.end();
        }),
      );
    }
    const handles = await Promise.all(open);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssOpen = pid ? rssKb(pid) : NaN;

    const post = (body, carrierCode) =>
      new Promise((resolve, reject) => {
        const req = request(
          {
            host: base.hostname,
            port: base.port,
            method: 'POST',
            path: `/api/carrier/${carrierCode}/status`,
            agent: posting,
            headers: { 'content-type': 'application/json', 'x-signature': signature(carrierCode, body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    let n = 0;
    let failed = 0;
    const sending = [];
    const started = Date.now();
    // A fixed schedule, caught up if a tick came late: an offered rate, not a closed loop.
    while (Date.now() - started < ctx.duration * 1000) {
      const due = Math.floor(((Date.now() - started) / 1000) * rate);
      while (n < due) {
        const consignment = consignments[n % consignments.length];
        sending.push(
          post(JSON.stringify(report(consignment, n++, run)), consignment.carrierCode).then(
            (s) => s === 202 || failed++,
            () => failed++,
          ),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    await Promise.all(sending);
    const expected = (n - failed) * streams;
    const deadline = Date.now() + 30_000;
    while (received < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const handle of handles) handle.close();
    agent.destroy();
    posting.destroy();

    lags.sort((a, b) => a - b);
    const p50 = percentile(lags, 50);
    const p99 = percentile(lags, 99);
    const perStreamKb = (rssOpen - rssBefore) / streams;
    return {
      requestsPerSecond: received / ctx.duration,
      requestsTotal: received,
      durationSeconds: ctx.duration,
      latencyMs: { p50, p90: percentile(lags, 90), p99, max: lags[lags.length - 1], mean: lags.reduce((a, b) => a + b, 0) / lags.length },
      errors: failed + (expected - received),
      note:
        `${n} reports at ${rate}/s to ${streams} streams: ${received} of ${expected} events delivered (${Math.round(received / ctx.duration)}/s); ` +
        `send to stream p50 ${p50} ms, p99 ${p99} ms, max ${lags[lags.length - 1]} ms; ` +
        (pid
          ? `memory ${Math.round(perStreamKb)} KB per open stream (RSS ${Math.round(rssBefore / 1024)} -> ${Math.round(rssOpen / 1024)} MB)`
          : 'memory: child servers only'),
    };
  },
};
