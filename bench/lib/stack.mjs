// `npm run bench -- --stack`: the distributed stack (scripts/stack.sh: every service its own node process, the
// gateway in front, a real Kafka broker) on a fresh database and free ports, and the bench's hello app behind a
// gateway of its own, so the portal's figures through the gateway compare with a hello that pays the same hop.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const STACK_SCRIPT = join(ROOT, 'scripts', 'stack.sh');
const GATEWAY_MAIN = join(ROOT, 'services', 'gateway', 'dist', 'main.js');
/** The services scripts/stack.sh starts, in its port order: gateway, then the backends (…_PORT variables). */
const PORT_NAMES = ['GATEWAY', 'AUTH', 'CUSTOMERS', 'SHIPPING', 'CONTACTS', 'CLAIMS', 'BILLING', 'CONTENT'];
const BACKEND_URLS = ['AUTH', 'CUSTOMERS', 'SHIPPING', 'CONTACTS', 'CLAIMS', 'BILLING', 'CONTENT'].map((s) => `${s}_URL`);
/** Where the hello app answers behind its gateway: any routed prefix does, every prefix's proxy does the same work. */
export const HELLO_GATEWAY_PATH = '/api/content/hello';
const RATE_LIMIT_MAX = '100000000';

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive ports from `from` on that nobody listens on (below Linux's ephemeral range). */
export async function freePorts(from, count) {
  for (let base = from; base + count < 32768;) {
    let taken = -1;
    for (let i = 0; i < count && taken < 0; i++) if (!(await portFree(base + i))) taken = i;
    if (taken < 0) return Array.from({ length: count }, (_, i) => base + i);
    base += taken + 1;
  }
  throw new Error(`no ${count} free consecutive ports from ${from}`);
}

const CLOCK_TICK_MICROS = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const hz = Number(r.stdout?.trim());
  return 1e6 / (Number.isFinite(hz) && hz > 0 ? hz : 100);
})();

/** user/system CPU µs of processes from /proc (Linux), in process.cpuUsage()'s shape; a process gone counts 0. */
export function procCpuUsage(pids) {
  let user = 0;
  let system = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      user += Number(fields[11]) * CLOCK_TICK_MICROS;
      system += Number(fields[12]) * CLOCK_TICK_MICROS;
    } catch {
      // ended meanwhile
    }
  }
  return { user, system };
}

async function waitReady(url, timeoutMs, alive = () => true) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!alive()) return false;
    const ok = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function runScript(args, env) {
  return new Promise((resolve) => {
    // Own process group (detached): a Ctrl-C in the terminal reaches the bench, which stops the stack in order.
    const child = spawn('bash', [STACK_SCRIPT, ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (process.env.BENCH_STACK_DEBUG) process.stderr.write(chunk);
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** BENCH_STACK_REPLICAS, e.g. `shipping=2 billing=2`: services started with more than one process (scripts/stack.sh start). */
function stackReplicas() {
  const text = (process.env.BENCH_STACK_REPLICAS ?? '').trim();
  if (!text) return [];
  return text.split(/[\s,]+/).map((item) => {
    const match = /^([a-z]+)=([1-9])$/.exec(item);
    const service = match?.[1];
    if (!match || !PORT_NAMES.slice(1).some((name) => name.toLowerCase() === service))
      throw new Error(`BENCH_STACK_REPLICAS: "${item}" is not <service>=<1-9> for one of ${PORT_NAMES.slice(1).join(', ').toLowerCase()}`);
    return { service, count: Number(match[2]) };
  });
}

/**
 * Starts the stack; answers a server as the bench's others are ({ url, database, timings, cpuUsage, close }), with
 * the gateway's URL and the CPU time of every stack node process (gateway and services, not Kafka or PostgreSQL).
 */
export async function startStack({ database, kafkaBrokers }) {
  const t = performance.now();
  const id = randomBytes(3).toString('hex');
  const runDir = join(ROOT, '.run', `bench-stack-${id}`);
  const ownKafka = !kafkaBrokers;
  const from = Number(process.env.BENCH_STACK_PORT || 29500);
  const replicas = stackReplicas();
  // Gateway + 7 services, the hello gateway, and the broker's two listeners when the stack starts its own: one block;
  // a service's replica n listens one block further per n (STACK_REPLICA_PORT_STEP), so every port is checked free.
  const block = PORT_NAMES.length + 1 + (ownKafka ? 2 : 0);
  const ports = await freePorts(from, block * Math.max(1, ...replicas.map((r) => r.count)));
  const env = {
    ...process.env,
    ...Object.fromEntries(PORT_NAMES.map((name, i) => [`${name}_PORT`, String(ports[i])])),
    STACK_RUN_DIR: runDir,
    STACK_DATABASE_URL: database.url,
    KAFKA_NAMESPACE: `bench-${id}.`,
    LOG_LEVEL: process.env.BENCH_STACK_LOG_LEVEL || 'error',
    RATE_LIMIT_MAX,
    STACK_STOP_TIMEOUT: '10',
    STACK_REPLICA_PORT_STEP: String(block),
  };
  if (ownKafka) {
    env.KAFKA_PORT = String(ports[PORT_NAMES.length + 1]);
    env.KAFKA_CONTROLLER_PORT = String(ports[PORT_NAMES.length + 2]);
    env.KAFKA_RUN_DIR = join(runDir, 'kafka');
    delete env.STACK_KAFKA_BROKERS;
  } else env.STACK_KAFKA_BROKERS = kafkaBrokers;

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      const { code, stderr } = await runScript(['stop'], env);
      if (code !== 0) process.stderr.write(`bench: stopping the stack failed (${code}):\n${stderr}`);
      // The run dir holds the broker's data when the stack started its own; logs are kept on failure only.
      else if (!process.env.BENCH_STACK_KEEP) rmSync(runDir, { recursive: true, force: true });
    })());

  const started = await runScript(['start', ...replicas.map((r) => `${r.service}=${r.count}`)], env);
  if (started.code !== 0) {
    await stop();
    throw new Error(`the stack did not start (logs in ${runDir}):\n${started.stderr.split('\n').slice(-30).join('\n')}`);
  }
  const pids = () =>
    readdirSync(runDir)
      .filter((f) => f.endsWith('.pid'))
      .map((f) => readFileSync(join(runDir, f), 'utf8').trim())
      .filter((pid) => /^\d+$/.test(pid));
  return {
    kind: 'portal',
    mode: 'stack',
    url: `http://127.0.0.1:${ports[0]}`,
    database: database.name,
    databaseUrl: database.url,
    runDir,
    kafka: ownKafka ? `127.0.0.1:${env.KAFKA_PORT} (started for the run)` : kafkaBrokers,
    replicas: replicas.map((r) => `${r.service}=${r.count}`).join(' '),
    helloGatewayPort: ports[PORT_NAMES.length],
    timings: { start: Math.round(performance.now() - t), wall: Math.round(performance.now() - t) },
    cpuUsage: async () => procCpuUsage(pids()),
    // Eight processes with pollers, consumers and heartbeats never go as quiet as one app.
    settle: { idle: 0.3 },
    close: stop,
  };
}

/**
 * A gateway process of its own (the stack's dist/main.js, the stack's settings and keys) whose every upstream is
 * the bench's hello app: GET HELLO_GATEWAY_PATH without a token goes through the same edge (security headers, rate
 * limit, proxy preHandler, undici to the upstream) as a portal call does, minus the token check.
 */
export async function startHelloGateway(stack, hello) {
  const t = performance.now();
  const port = stack.helloGatewayPort;
  const child = spawn(process.execPath, [GATEWAY_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: process.env.STACK_NODE_ENV || 'development',
      LOG_LEVEL: process.env.BENCH_STACK_LOG_LEVEL || 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: stack.databaseUrl,
      JWT_KEY_DIR: join(stack.runDir, 'keys'),
      RATE_LIMIT_MAX,
      ...Object.fromEntries(BACKEND_URLS.map((name) => [name, hello.url])),
      UPSTREAMS_FILE: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await hello.close();
  };
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitReady(url, 60_000, () => child.exitCode === null))) {
    await close();
    throw new Error(`the hello gateway did not become ready on ${url}`);
  }
  const probe = await fetch(url + HELLO_GATEWAY_PATH).then((r) => r.status);
  if (probe !== 200) {
    await close();
    throw new Error(`GET ${HELLO_GATEWAY_PATH} through the hello gateway answered ${probe}`);
  }
  return {
    kind: 'hello',
    mode: 'stack',
    url,
    path: HELLO_GATEWAY_PATH,
    timings: { ...hello.timings, wall: Math.round(performance.now() - t) + (hello.timings.wall ?? 0) },
    // Both processes the call passes through.
    cpuUsage: async () => {
      const a = procCpuUsage([child.pid]);
      const b = await hello.cpuUsage();
      return { user: a.user + b.user, system: a.system + b.system };
    },
    close,
  };
}

/** The stack's database, made as the bench's others are (frakt_bench_*), dropped after. */
export async function createStackDatabase() {
  const file = join(ROOT, 'libs/testing/dist/index.js');
  if (!existsSync(file)) throw new Error('libs/testing/dist is missing: run `npm run build` first');
  const { createTestDatabase } = require(file);
  return createTestDatabase('frakt_bench_stack');
}
