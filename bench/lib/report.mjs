import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const percent = (share) => (Number.isFinite(share) ? `${Math.round(share * 100)} %` : '—');
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** One row per scenario from an autocannon result. */
export function summarize(scenario, result, hello, extra = {}) {
  const rps = result.requests.average;
  return {
    name: scenario.name,
    server: scenario.server,
    description: scenario.description,
    requestsPerSecond: rps,
    requestsTotal: result.requests.total,
    durationSeconds: result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
    ratioToHello: hello ? rps / hello : undefined,
    ...extra,
  };
}

export function printTable(rows, { out = process.stdout, mode = 'child' } = {}) {
  const head = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'vs hello',
    'CPU µs/req',
    'server CPU',
    'pg CPU',
    'other CPU',
  ];
  const body = rows.map((r) =>
    r.failed
      ? [r.name, 'failed', '', '', '', '', '', '', '', '', '']
      : [
          r.name,
          fixed(r.requestsPerSecond, 0),
          fixed(r.latencyMs.p50),
          fixed(r.latencyMs.p99),
          String(r.errors),
          String(r.non2xx),
          r.ratioToHello === undefined ? '—' : `${(r.ratioToHello * 100).toFixed(1)} %`,
          fixed(r.serverCpuMicrosPerRequest, 0),
          percent(r.serverCpu),
          percent(r.postgresCpu),
          percent(r.otherCpu),
        ],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  out.write(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${body.map(line).join('\n')}\n`);
  for (const r of rows) {
    if (r.failed) out.write(`  ${r.name}: ${r.failed}\n`);
    else if (r.note) out.write(`  ${r.name}: ${r.note}\n`);
  }
  if (rows.some((r) => r.errors > 0))
    out.write(`  errors: connection errors and timeouts (no answer within autocannon's 10 s); they are not in the latency columns\n`);
  const clientBound = rows.filter((r) => r.clientCpu > 0.9).map((r) => r.name);
  if (clientBound.length)
    out.write(
      `  autocannon used over 90 % of a core during ${clientBound.join(', ')}: the load generator, not the server, may be the limit there\n`,
    );
  out.write(
    "  CPU µs/req: the server process's CPU time (user + system) during the run ÷ requests answered; compare builds by it on a shared machine\n",
  );
  out.write(
    `  CPU columns: cores used during the run, 100 % = one core. server: the app's process${mode === 'inprocess' ? ' (in-process mode: includes autocannon itself)' : ''}; pg: every PostgreSQL process on the machine; other: everything else, not the bench\n`,
  );
  const noisy = rows.filter((r) => r.otherCpu > 0.25).map((r) => r.name);
  if (noisy.length)
    out.write(`  warning: other processes took over a quarter of a core during ${noisy.join(', ')}: those figures are understated\n`);
  if (rows.some((r) => !r.failed && r.ratioToHello === undefined && r.name !== 'hello'))
    out.write('  (vs hello needs the hello scenario in the same run)\n');
}

export function writeJson(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}

/**
 * `--stack`: each scenario through the distributed stack beside the same scenario on the embedded portal, both from
 * this run. "vs gw hello" is the stack figure ÷ the hello app reached through a gateway of its own (the same hop);
 * "vs hello" on the embedded side is ÷ the bare hello, as in the usual table.
 */
export function printStackTable(stackRows, embeddedRows, { out = process.stdout } = {}) {
  const embeddedBy = new Map(embeddedRows.map((r) => [r.name, r]));
  const ratio = (r) => (r?.ratioToHello === undefined ? '—' : `${(r.ratioToHello * 100).toFixed(1)} %`);
  const head = [
    'scenario',
    'stack req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'vs gw hello',
    'CPU µs/req',
    'embedded req/s',
    'p99 ms',
    'vs hello',
    'CPU µs/req',
    'stack/embedded',
  ];
  const body = stackRows.map((s) => {
    const e = embeddedBy.get(s.name);
    const eOk = e && !e.failed;
    const stack = s.failed
      ? ['failed', '', '', '', '', '', '']
      : [
          fixed(s.requestsPerSecond, 0),
          fixed(s.latencyMs.p50),
          fixed(s.latencyMs.p99),
          String(s.errors),
          String(s.non2xx),
          ratio(s),
          fixed(s.serverCpuMicrosPerRequest, 0),
        ];
    const embedded = eOk
      ? [fixed(e.requestsPerSecond, 0), fixed(e.latencyMs.p99), ratio(e), fixed(e.serverCpuMicrosPerRequest, 0)]
      : [e?.failed ? 'failed' : '—', '', '', ''];
    const share = !s.failed && eOk && e.requestsPerSecond > 0 ? `${((s.requestsPerSecond / e.requestsPerSecond) * 100).toFixed(0)} %` : '—';
    return [s.name, ...stack, ...embedded, share];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  out.write(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${body.map(line).join('\n')}\n`);
  for (const r of stackRows) {
    if (r.failed) out.write(`  ${r.name} (stack): ${r.failed}\n`);
    else if (r.note) out.write(`  ${r.name} (stack): ${r.note}\n`);
  }
  for (const r of embeddedRows) {
    if (r.failed) out.write(`  ${r.name} (embedded): ${r.failed}\n`);
    else if (r.note) out.write(`  ${r.name} (embedded): ${r.note}\n`);
  }
  out.write(
    '  hello (stack row): the bare hello app behind a gateway process of its own (GET without a token); vs gw hello divides by it\n',
  );
  out.write(
    '  CPU µs/req, stack: every stack node process (gateway and the seven services; not Kafka, not PostgreSQL) ÷ requests answered; hello: the hello app and its gateway\n',
  );
  const noisy = [...stackRows, ...embeddedRows].filter((r) => r.otherCpu > 0.25).map((r) => r.name);
  if (noisy.length)
    out.write(
      `  warning: other processes (for the stack also its Kafka broker) took over a quarter of a core during ${[...new Set(noisy)].join(', ')}: those figures are understated\n`,
    );
}
