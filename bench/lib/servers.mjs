// Starts the apps the selected scenarios need, in child processes (default) or in the bench process.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const CHILD = fileURLToPath(new URL('./server-child.mjs', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const CLOSE_TIMEOUT_MS = 20_000;

/**
 * `child`: each app in its own Node process (own event loop, own core), so autocannon's client work
 * does not steal time from the server under test. `inprocess`: both share the bench's event loop.
 */
export async function startServer(kind, mode) {
  return mode === 'inprocess' ? startInProcess(kind) : startChild(kind);
}

async function startInProcess(kind) {
  const { STARTERS } = await import('./apps.mjs');
  const t = performance.now();
  const server = await STARTERS[kind]();
  // The bench's own CPU time: once autocannon has stopped, that is the server's work.
  const cpuUsage = async () => process.cpuUsage();
  return {
    kind,
    mode: 'inprocess',
    url: server.url,
    database: server.database,
    timings: { ...server.timings, wall: Math.round(performance.now() - t) },
    cpuUsage,
    close: server.close,
  };
}

function startChild(kind) {
  const t = performance.now();
  // detached: a terminal Ctrl-C reaches only the bench, which then shuts the children down in order.
  const child = fork(CHILD, [kind], { detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let database;
  let closedCleanly = false;
  let nextId = 0;
  const cpuWaiters = new Map();
  const cpuUsage = () =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error(`${kind} is gone`));
      const id = ++nextId;
      cpuWaiters.set(id, resolve);
      child.send({ type: 'cpu', id });
    });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.connected) child.send({ type: 'close' });
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    // The child drops its own database; if it died first, the bench does.
    if (database && !closedCleanly) await dropDatabase(database);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close().finally(() => reject(new Error(`${kind} did not start within ${START_TIMEOUT_MS / 1000} s`)));
    }, START_TIMEOUT_MS);
    child.on('message', (message) => {
      if (message?.type === 'closed') closedCleanly = true;
      if (message?.type === 'cpu') {
        cpuWaiters.get(message.id)?.(message.usage);
        cpuWaiters.delete(message.id);
      }
      if (message?.type === 'ready') {
        clearTimeout(timer);
        database = message.database;
        resolve({
          kind,
          mode: 'child',
          pid: child.pid,
          url: message.url,
          database,
          timings: { ...message.timings, wall: Math.round(performance.now() - t) },
          cpuUsage,
          close,
        });
      }
      if (message?.type === 'error') {
        clearTimeout(timer);
        void close().finally(() => reject(new Error(`${kind} failed to start:\n${message.message}`)));
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${kind} exited during start (code ${code}, signal ${signal})`));
    });
  });
}

/**
 * Waits until the server's CPU use stays under `idle` (share of one core) for one sample window.
 * autocannon stops on time, but requests it abandoned keep running in the server: with sign-in,
 * 50 queued argon2 verifications. Without this, they would eat into the next scenario (and fail
 * noisily when the app closes under them). Returns how long it took.
 */
export async function settle(server, { idle = 0.05, windowMs = 300, maxMs = 60_000 } = {}) {
  const started = performance.now();
  while (performance.now() - started < maxMs) {
    const before = await server.cpuUsage();
    const t = performance.now();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = await server.cpuUsage();
    const busy = (after.user + after.system - before.user - before.system) / 1000 / (performance.now() - t);
    if (busy < idle) break;
  }
  return Math.round(performance.now() - started);
}

/** Fallback for a child that died before dropping its database. */
export async function dropDatabase(name) {
  if (!/^frakt_bench_[a-z0-9_]+$/.test(name)) return;
  const { Client } = require('pg');
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
