#!/usr/bin/env node
// `npm run bench [-- scenario...]`: load-tests the embedded portal against a bare Nest "hello" ceiling.
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 50),
//      BENCH_SERVER=child|inprocess (default child), TEST_DATABASE_URL (default: the local server's Unix socket
//      when it has one, else postgres://postgres@127.0.0.1:5432).
// Scenarios are the files in bench/scenarios/ (see bench/README.md). Results: bench/results/latest.json.
// `--stack`: the embedded run, then the same scenarios through the gateway of the distributed stack (lib/stack.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { machineUsage, sampleMachine } from './lib/machine.mjs';
import { printStackTable, printTable, summarize, writeJson } from './lib/report.mjs';
import { settle, startServer } from './lib/servers.mjs';
import { requireDist } from './lib/apps.mjs';
import { createStackDatabase, startHelloGateway, startStack } from './lib/stack.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SCENARIO_DIR = join(HERE, 'scenarios');
const RESULTS = join(HERE, 'results', 'latest.json');
const SERVER_KINDS = ['hello', 'portal', 'portal-kafka', 'portal-carrier-300'];

// The seeded demo logins the scenarios use: libs/testing's one set of test accounts (anna is customer 1001).
const { ADMIN, ANNA } = requireDist('libs/testing/dist/demo-accounts.js');
const ACCOUNTS = { anna: ANNA, admin: ADMIN };

function number(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number between ${min} and ${max} (got "${raw}")`);
  return n;
}

// A portal next to its database talks to it over the Unix socket, as a deployment on one host would: on
// this VM a loopback TCP round trip costs the portal about a third more CPU than the socket's.
const LOCAL_SOCKET_DIR = '/var/run/postgresql';
if (!process.env.TEST_DATABASE_URL && existsSync(join(LOCAL_SOCKET_DIR, '.s.PGSQL.5432'))) {
  process.env.TEST_DATABASE_URL = `postgres://postgres@${encodeURIComponent(LOCAL_SOCKET_DIR)}/postgres`;
}

const databaseTransport = () =>
  new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1').hostname.startsWith('%2F') ? 'over the Unix socket' : 'over TCP';

const settings = {
  duration: number('BENCH_DURATION', 10, 1, 600),
  warmup: number('BENCH_WARMUP', 2, 0, 60),
  connections: Math.round(number('BENCH_CONNECTIONS', 50, 1, 1000)),
  mode: process.env.BENCH_SERVER || 'child',
};
if (!['child', 'inprocess'].includes(settings.mode)) throw new Error(`BENCH_SERVER must be child or inprocess (got "${settings.mode}")`);

async function loadScenarios() {
  const files = readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const scenario = (await import(pathToFileURL(join(SCENARIO_DIR, file)).href)).default;
    const problem = !scenario?.name
      ? 'no name'
      : !SERVER_KINDS.includes(scenario.server)
        ? `server must be one of ${SERVER_KINDS.join(', ')}`
        : typeof scenario.setup !== 'function' && typeof scenario.run !== 'function'
          ? 'neither setup(ctx) (autocannon) nor run(ctx) (its own measurement)'
          : undefined;
    if (problem) throw new Error(`bench/scenarios/${file}: default export has ${problem}`);
    scenarios.push({ ...scenario, file });
  }
  const names = new Set();
  for (const s of scenarios) {
    if (names.has(s.name)) throw new Error(`two scenarios are named "${s.name}"`);
    names.add(s.name);
  }
  return scenarios.sort((a, b) => (a.order ?? 1000) - (b.order ?? 1000) || a.name.localeCompare(b.name));
}

function select(scenarios, args) {
  if (!args.length) return scenarios;
  const unknown = args.filter((a) => !scenarios.some((s) => s.name === a || s.file === `${a}.mjs`));
  if (unknown.length) throw new Error(`unknown scenario(s): ${unknown.join(', ')}; available: ${scenarios.map((s) => s.name).join(', ')}`);
  return scenarios.filter((s) => args.includes(s.name) || args.includes(s.file.replace(/\.mjs$/, '')));
}

// --- lifecycle: everything started is closed (and the database dropped) on every way out ---
const starting = [];
let instance;
let interrupted = false;
let cleaning;

function cleanup() {
  return (cleaning ??= (async () => {
    instance?.stop();
    const results = await Promise.allSettled(starting);
    await Promise.allSettled(results.filter((r) => r.status === 'fulfilled').map((r) => r.value.close()));
  })());
}

let interruptedAt = 0;
function onSignal(signal) {
  // A terminal Ctrl-C under `npm run` arrives twice (from the terminal and forwarded by npm): only a
  // second signal a moment later means "force".
  if (interrupted && Date.now() - interruptedAt < 1000) return;
  if (interrupted) {
    process.stderr.write(`\nbench: ${signal} again, exiting now (child servers still close and drop their database on their own)\n`);
    process.exit(130);
  }
  interrupted = true;
  interruptedAt = Date.now();
  process.stderr.write(`\nbench: ${signal}, stopping: closing apps and dropping the database (${signal} again to force)\n`);
  void cleanup().finally(() => process.exit(130));
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);

function start(kind) {
  const promise = startServer(kind, settings.mode);
  starting.push(promise);
  return promise;
}

/** The distributed stack on a database of its own (dropped when it closes), on the broker given or one of its own. */
function startDistributed() {
  const promise = (async () => {
    const database = await createStackDatabase();
    try {
      const stack = await startStack({ database, kafkaBrokers: process.env.BENCH_KAFKA_BROKERS });
      const close = stack.close;
      return { ...stack, close: () => close().finally(() => database.drop()) };
    } catch (error) {
      await database.drop().catch(() => undefined);
      throw error;
    }
  })();
  starting.push(promise);
  return promise;
}

/** The bench's hello app (a child) behind a gateway process of its own, for the stack's ratio column. */
function startGatewayHello(stack) {
  const promise = start('hello-routed').then((hello) => startHelloGateway(stack, hello));
  starting.push(promise);
  return promise;
}

/** Runs autocannon on the scenario's options; a top-level `path` is joined onto the server url. */
function fire(base, scenarioOptions, overrides) {
  const { path, ...rest } = scenarioOptions;
  const options = { ...base, ...rest, ...overrides };
  if (path !== undefined && rest.url === undefined) options.url = base.url + path;
  return new Promise((resolve, reject) => {
    instance = autocannon(options, (error, result) => {
      instance = undefined;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function http(servers, kind, method, path, { headers = {}, body } = {}) {
  const response = await fetch(servers[kind].url + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}

async function main() {
  const args = process.argv.slice(2);
  const all = await loadScenarios();
  if (args.includes('--list') || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(
      `usage: npm run bench [-- [--stack] scenario...]\n  --stack: the embedded run, then the same scenarios through the distributed stack's gateway (those marked *)\n\nscenarios:\n${all.map((s) => `  ${(s.name + (s.stack ? ' *' : '')).padEnd(20)} ${s.description ?? ''}`).join('\n')}\n`,
    );
    return;
  }
  const stackRun = args.includes('--stack');
  const unknownFlags = args.filter((a) => a.startsWith('--') && a !== '--stack');
  if (unknownFlags.length) throw new Error(`unknown option(s): ${unknownFlags.join(', ')} (--stack, --list)`);
  const names = args.filter((a) => !a.startsWith('--'));
  let scenarios = select(all, names);
  if (stackRun) {
    // Scenarios that reach the portal only through HTTP and its database run through the gateway too (`stack: true`);
    // the others need the embedded portal's own settings or a server kind of their own.
    const refused = scenarios.filter((s) => !s.stack);
    if (names.length && refused.length)
      throw new Error(
        `--stack runs only the scenarios marked stack: true (${all
          .filter((s) => s.stack)
          .map((s) => s.name)
          .join(', ')}); not ${refused.map((s) => s.name).join(', ')}`,
      );
    scenarios = scenarios.filter((s) => s.stack);
    if (!scenarios.some((s) => s.name === 'hello')) scenarios.unshift(all.find((s) => s.name === 'hello'));
  }
  const kinds = SERVER_KINDS.filter((k) => scenarios.some((s) => s.server === k));

  const loadavgBefore = loadavg();
  const load = loadavgBefore[0];
  if (load > cpus().length / 2)
    process.stdout.write(
      `warning: load average ${load.toFixed(1)} on ${cpus().length} CPUs before the run: other processes compete with the bench, figures will be low and noisy\n`,
    );
  process.stdout.write(
    `bench${stackRun ? ' --stack (embedded, then distributed)' : ''}: ${scenarios.map((s) => s.name).join(', ')}; ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s each; servers: ${settings.mode === 'child' ? 'child processes' : 'in the bench process'}; database ${databaseTransport()}; ${cpus().length} CPUs\n`,
  );

  // One after the other, so the cold-start times do not compete for the two cores.
  const servers = {};
  for (const kind of kinds) {
    servers[kind] = await start(kind);
    if (interrupted) return;
    const t = servers[kind].timings;
    await settle(servers[kind]);
    process.stdout.write(`  ${kind} up at ${servers[kind].url} in ${(t.wall / 1000).toFixed(2)} s (${describeTimings(kind, t)})\n`);
  }

  const rows = await runScenarios(scenarios, servers);
  if (!rows) return;
  const coldStart = Object.fromEntries(Object.entries(servers).map(([kind, s]) => [kind, s.timings]));
  let stackRows;
  let stackInfo;
  if (stackRun) {
    // The embedded apps go first: the stack's eight processes and the broker need the memory and the cores.
    await Promise.allSettled(Object.values(servers).map((s) => s.close()));
    if (interrupted) return;
    process.stdout.write('  distributed stack: starting (scripts/stack.sh, fresh database)… ');
    let stack;
    let gatewayHello;
    try {
      stack = await startDistributed();
      if (interrupted) return;
      process.stdout.write(
        `up at ${stack.url} in ${(stack.timings.wall / 1000).toFixed(1)} s; Kafka ${stack.kafka}${stack.replicas ? `; replicas ${stack.replicas}` : ''}; run dir ${stack.runDir}\n`,
      );
      gatewayHello = await startGatewayHello(stack);
    } catch (error) {
      // The embedded pass still counts: its table first, then the failure.
      process.stdout.write('failed\n');
      printTable(rows, { mode: settings.mode });
      throw error;
    }
    if (interrupted) return;
    process.stdout.write(`  hello through its own gateway at ${gatewayHello.url}${gatewayHello.path}\n`);
    await settle(stack, stack.settle);
    stackRows = await runScenarios(scenarios, { portal: stack, hello: gatewayHello });
    if (!stackRows) return;
    coldStart.stack = stack.timings;
    stackInfo = { url: stack.url, kafka: stack.kafka, helloPath: gatewayHello.path, startMs: stack.timings.wall };
  }

  if (stackRows) printStackTable(stackRows, rows);
  else printTable(rows, { mode: settings.mode });
  writeJson(RESULTS, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    loadavgBefore,
    loadavgAfter: loadavg(),
    settings,
    coldStartMs: coldStart,
    scenarios: rows,
    ...(stackRows ? { stack: { ...stackInfo, scenarios: stackRows } } : {}),
  });
  process.stdout.write(`\nresults: ${RESULTS}\n`);
  if ([...rows, ...(stackRows ?? [])].some((r) => r.failed)) process.exitCode = 1;
}

/** Runs the scenarios one after the other on these servers; undefined when interrupted. */
async function runScenarios(scenarios, servers) {
  const ctx = {
    servers,
    accounts: ACCOUNTS,
    connections: settings.connections,
    duration: settings.duration,
    http: (kind, method, path, options) => http(servers, kind, method, path, options),
    async signIn(username, password, kind = 'portal') {
      const { status, body } = await http(servers, kind, 'POST', '/api/auth/signin', { body: { username, password } });
      if (status !== 200) throw new Error(`sign-in as ${username} answered ${status}: ${JSON.stringify(body)}`);
      return body;
    },
  };

  const rows = [];
  let helloRps;
  for (const scenario of scenarios) {
    if (interrupted) return;
    const defaults = { url: servers[scenario.server].url, connections: settings.connections };
    try {
      if (scenario.run) {
        // A scenario that measures something autocannon cannot see (e.g. the lag of events through Kafka).
        process.stdout.write(`  ${scenario.name}: measuring ${settings.duration} s… `);
        const row = {
          name: scenario.name,
          server: scenario.server,
          description: scenario.description,
          errors: 0,
          non2xx: 0,
          ...(await scenario.run(ctx)),
        };
        rows.push(row);
        process.stdout.write(`${Math.round(row.requestsPerSecond)} /s\n`);
        continue;
      }
      if (settings.warmup > 0) {
        process.stdout.write(`  ${scenario.name}: warm-up ${settings.warmup} s… `);
        await fire(defaults, await scenario.setup(ctx), { duration: settings.warmup });
        if (interrupted) return;
        await settle(servers[scenario.server], servers[scenario.server].settle);
      } else process.stdout.write(`  ${scenario.name}: `);
      process.stdout.write(`measuring ${settings.duration} s… `);
      const options = await scenario.setup(ctx);
      const cpuBefore = await servers[scenario.server].cpuUsage();
      const clientBefore = process.cpuUsage();
      const machineBefore = sampleMachine();
      const result = await fire(defaults, options, { duration: settings.duration });
      if (interrupted) return;
      const machine = machineUsage(machineBefore, sampleMachine(), cpus().length);
      const clientCpu = settings.mode === 'child' ? cpuShare(clientBefore, process.cpuUsage(), result.duration) : undefined;
      const cpuAfter = await servers[scenario.server].cpuUsage();
      // Share of one core the server used during the run (argon2's libuv pool can take it past 100 %).
      const serverCpu = cpuShare(cpuBefore, cpuAfter, result.duration);
      // The server's CPU time per answered request: the figure to compare builds by on a shared machine, since
      // other processes lower the rate far more than what each request costs (bench/README.md, "Comparing builds").
      const serverCpuMicrosPerRequest = result.requests.total > 0 ? cpuMicros(cpuBefore, cpuAfter) / result.requests.total : undefined;
      // Everything else on the box: busy cores minus server, autocannon (the bench process) and PostgreSQL.
      const benchCpu = settings.mode === 'child' ? serverCpu + clientCpu : serverCpu;
      const postgresCpu = machine?.postgres;
      const otherCpu = machine ? Math.max(0, machine.busy - benchCpu - machine.postgres) : undefined;
      const drainMs = await settle(servers[scenario.server], servers[scenario.server].settle);
      if (scenario.name === 'hello') helloRps = result.requests.average;
      const extra = scenario.summarize ? scenario.summarize(result, ctx) : {};
      const row = summarize(scenario, result, scenario.server === 'hello' ? undefined : helloRps, {
        ...extra,
        serverCpu,
        serverCpuMicrosPerRequest,
        clientCpu,
        postgresCpu,
        otherCpu,
        drainMs,
      });
      if (scenario.name === 'hello') row.ratioToHello = 1;
      if (scenario.perIteration) row.iterationsPerSecond = row.requestsPerSecond / scenario.perIteration;
      rows.push(row);
      process.stdout.write(
        `${Math.round(row.requestsPerSecond)} req/s${drainMs > 1000 ? `; server busy ${(drainMs / 1000).toFixed(1)} s more with abandoned requests` : ''}\n`,
      );
    } catch (error) {
      process.stdout.write('failed\n');
      rows.push({ name: scenario.name, server: scenario.server, failed: error?.message ?? String(error) });
    }
  }

  return rows;
}

/** CPU time (µs, user + system) between two process.cpuUsage() readings. */
function cpuMicros(before, after) {
  return after.user + after.system - before.user - before.system;
}

/** Share of one core used between two process.cpuUsage() readings over `seconds`. */
function cpuShare(before, after, seconds) {
  return cpuMicros(before, after) / 1e6 / seconds;
}

function describeTimings(kind, t) {
  const parts = [];
  if (t.sinceProcessStart !== undefined) parts.push(`node boot ${t.sinceProcessStart - t.load - (t.database ?? 0) - t.start} ms`);
  parts.push(`require ${t.load} ms`);
  if (t.database !== undefined) parts.push(`create database ${t.database} ms`);
  parts.push(`${kind === 'portal' ? 'startEmbedded' : 'createHttpApp+listen'} ${t.start} ms`);
  return parts.join(', ');
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench: ${error?.stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  if (!interrupted) await cleanup();
}
