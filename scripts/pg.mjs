#!/usr/bin/env node
// PostgreSQL for local runs (npm run stack, integration tests).
//
//   node scripts/pg.mjs start          use 127.0.0.1:5432 as user postgres if it answers, otherwise start an
//                                      embedded PostgreSQL (embedded-postgres) under .run/pg on PG_PORT (5433);
//                                      prints the server URL, and nothing else, on stdout
//   node scripts/pg.mjs stop           stop the embedded server if this script started it (nothing otherwise)
//   node scripts/pg.mjs createdb NAME  create database NAME if missing on the server `start` chose; prints its URL
//   node scripts/pg.mjs url            print the chosen server URL (exit 1 when no server answers)
//   node scripts/pg.mjs status         say what runs (exit 0 when the chosen server answers)
//
// Environment: PG_PORT (embedded port, 5433), PG_FORCE_EMBEDDED=1 (skip the machine's server),
// PG_SYSTEM_URL (the machine's server, postgres://postgres@127.0.0.1:5432), PG_RUN_DIR (.run/pg),
// PG_START_TIMEOUT (seconds to wait for the embedded server, 120), EMBEDDED_PG_SYSTEM_DIR (/var/lib/frakt: run as
// root, where the postgres account gets the binaries and the cluster when .run/pg is in a private folder).
// Messages go to stderr so `URL=$(node scripts/pg.mjs start)` captures the URL only.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const SELF = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(SELF), '..');
const RUN_DIR = resolve(process.env.PG_RUN_DIR || join(ROOT, '.run', 'pg'));
const DATA_DIR = join(RUN_DIR, 'data');
const PID_FILE = join(RUN_DIR, 'pg.pid');
const PASSWORD_FILE = join(RUN_DIR, 'password');
const URL_FILE = join(RUN_DIR, 'url'); // the server `start` chose, for createdb/url/status
const LOG_FILE = join(RUN_DIR, 'pg.log');
const PG_PORT = Number(process.env.PG_PORT || 5433);
const SYSTEM_URL = process.env.PG_SYSTEM_URL || 'postgres://postgres@127.0.0.1:5432';
const FORCE_EMBEDDED = ['1', 'true', 'yes'].includes(String(process.env.PG_FORCE_EMBEDDED || '').toLowerCase());
const START_TIMEOUT_MS = Number(process.env.PG_START_TIMEOUT || 120) * 1000;
const SYSTEM_DIR = process.env.EMBEDDED_PG_SYSTEM_DIR || '/var/lib/frakt';

const log = (msg) => process.stderr.write(`[pg] ${msg}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const readText = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
const embeddedUrl = (password) => `postgres://postgres:${password}@127.0.0.1:${PG_PORT}`;

function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The PID in pg.pid, only while that process is still our supervisor (guards against PID reuse). */
function supervisorPid() {
  const pid = Number(readText(PID_FILE));
  if (!isAlive(pid)) return undefined;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes(SELF) || !cmdline.includes('__serve')) return undefined;
  } catch {
    // no /proc (macOS): trust the PID file
  }
  return pid;
}

/** The postmaster of our data directory, from postmaster.pid, if it still runs. */
function postmasterPid() {
  const first = readText(join(DATA_DIR, 'postmaster.pid'))?.split('\n')[0];
  const pid = Number(first);
  return isAlive(pid) ? pid : undefined;
}

async function canConnect(url, database = 'postgres') {
  const client = new pg.Client({ connectionString: url, database, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The embedded server's runner, shared with `npm start` (libs/runtime); built here when it is not yet. */
async function runtime() {
  const built = join(ROOT, 'libs/runtime/dist/embedded-postgres.js');
  if (!existsSync(built)) {
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'libs/runtime/tsconfig.build.json'], {
      cwd: ROOT,
      stdio: ['ignore', 2, 2],
    });
    if (tsc.status !== 0) throw new Error('building libs/runtime failed (npm run build:ts)');
  }
  return import(pathToFileURL(built).href);
}

async function waitGone(pid, ms) {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  return !isAlive(pid);
}

async function start() {
  if (!FORCE_EMBEDDED && (await canConnect(SYSTEM_URL))) {
    mkdirSync(RUN_DIR, { recursive: true });
    writeFileSync(URL_FILE, SYSTEM_URL);
    log(`using the PostgreSQL server at ${new URL(SYSTEM_URL).host} (nothing started)`);
    process.stdout.write(`${SYSTEM_URL}\n`);
    return;
  }

  mkdirSync(RUN_DIR, { recursive: true });
  const initialised = existsSync(join(DATA_DIR, 'PG_VERSION'));
  let password = readText(PASSWORD_FILE);
  if (initialised && !password) {
    throw new Error(`${DATA_DIR} exists but ${PASSWORD_FILE} is missing; remove ${RUN_DIR} to start afresh`);
  }

  const running = supervisorPid();
  if (running && (await canConnect(embeddedUrl(password)))) {
    writeFileSync(URL_FILE, embeddedUrl(password));
    log(`embedded PostgreSQL already running (pid ${running}, port ${PG_PORT})`);
    process.stdout.write(`${embeddedUrl(password)}\n`);
    return;
  }
  if (running) {
    log(`stopping an unresponsive embedded PostgreSQL supervisor (pid ${running})`);
    await stop({ quiet: true });
  } else if (postmasterPid()) {
    // Left behind by a supervisor that was killed: ours (our data directory), so stop it.
    log(`stopping an orphaned embedded PostgreSQL (pid ${postmasterPid()})`);
    await (await runtime()).stopEmbeddedPostgresLeftover(DATA_DIR);
  }
  if (await portTaken(PG_PORT)) {
    throw new Error(`port ${PG_PORT} is taken by another process; set PG_PORT to a free port`);
  }

  if (!password) {
    password = randomBytes(12).toString('hex');
    writeFileSync(PASSWORD_FILE, password, { mode: 0o600 });
  }

  const out = openSync(LOG_FILE, 'a');
  const child = spawn(process.execPath, [SELF, '__serve'], {
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, PG_RUN_DIR: RUN_DIR, PG_PORT: String(PG_PORT) },
  });
  closeSync(out);
  child.unref();
  writeFileSync(PID_FILE, String(child.pid));
  log(`starting embedded PostgreSQL on port ${PG_PORT} (pid ${child.pid}, log ${LOG_FILE})`);

  const url = embeddedUrl(password);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isAlive(child.pid)) throw new Error(`embedded PostgreSQL exited during start-up:\n${tail(LOG_FILE)}`);
    if (await canConnect(url)) {
      writeFileSync(URL_FILE, url);
      process.stdout.write(`${url}\n`);
      return;
    }
    await sleep(300);
  }
  log(`no connection after ${START_TIMEOUT_MS / 1000} s; stopping it`);
  await stop({ quiet: true });
  throw new Error(`embedded PostgreSQL did not accept connections in time:\n${tail(LOG_FILE)}`);
}

function portTaken(port) {
  return new Promise((done) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('timeout', () => (socket.destroy(), done(false)));
    socket.once('error', () => done(false));
  });
}

function tail(file, lines = 30) {
  return (readText(file) || '').split('\n').slice(-lines).join('\n');
}

/** The detached supervisor: runs PostgreSQL as its child and stops it on SIGTERM/SIGINT. */
async function serve() {
  const { startEmbeddedPostgresServer } = await runtime();
  const password = readText(PASSWORD_FILE);
  if (!password) throw new Error(`missing ${PASSWORD_FILE}`);
  const server = await startEmbeddedPostgresServer({
    databaseDir: DATA_DIR,
    port: PG_PORT,
    password,
    systemDir: SYSTEM_DIR,
    settings: { port: 'PG_PORT', dataDir: 'PG_RUN_DIR', systemDir: 'EMBEDDED_PG_SYSTEM_DIR' },
    // TCP on 127.0.0.1 only; no Unix socket (the run directory is not writable by the postgres account).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => process.stdout.write(m.endsWith('\n') ? m : `${m}\n`),
    onNotice: (m) => console.log(`[pg] ${m}`),
  });
  console.log(`[pg] supervisor ${process.pid}: PostgreSQL ready on 127.0.0.1:${PG_PORT} (data in ${server.clusterDir})`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      void server.stop().then(() => process.exit(0));
    });
  }
  // If the server dies, so do we.
  void server.exited.then(() => {
    if (stopping) return;
    console.log('[pg] PostgreSQL exited');
    process.exit(1);
  });
  setInterval(() => {}, 1 << 30);
}

async function stop({ quiet = false } = {}) {
  let stopped = false;
  const pid = supervisorPid();
  if (pid) {
    process.kill(pid, 'SIGTERM');
    if (!(await waitGone(pid, 20_000))) {
      log(`supervisor ${pid} did not exit; killing it`);
      process.kill(pid, 'SIGKILL');
      await waitGone(pid, 5_000);
    }
    stopped = true;
  }
  // The postmaster may outlive a killed supervisor: stop it through pg_ctl (only our data directory).
  if (postmasterPid()) {
    await (await runtime()).stopEmbeddedPostgresLeftover(DATA_DIR);
    stopped = true;
  }
  rmSync(PID_FILE, { force: true });
  rmSync(URL_FILE, { force: true });
  if (!quiet) log(stopped ? 'embedded PostgreSQL stopped' : 'no embedded PostgreSQL started by this script is running');
}

/** The URL of the server `start` chose, if it answers; else the one `start` would pick without starting. */
async function chosenUrl() {
  const recorded = readText(URL_FILE);
  if (recorded && (await canConnect(recorded))) return recorded;
  if (!FORCE_EMBEDDED && (await canConnect(SYSTEM_URL))) return SYSTEM_URL;
  const password = readText(PASSWORD_FILE);
  if (password && supervisorPid() && (await canConnect(embeddedUrl(password)))) return embeddedUrl(password);
  return undefined;
}

async function createdb(name) {
  if (!name) throw new Error('usage: node scripts/pg.mjs createdb <name>');
  const url = await chosenUrl();
  if (!url) throw new Error('no PostgreSQL answers; run `node scripts/pg.mjs start` first');
  const client = new pg.Client({ connectionString: url, database: 'postgres', connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      try {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
        log(`created database ${name}`);
      } catch (err) {
        if (err.code !== '42P04') throw err; // created concurrently: fine
      }
    }
  } finally {
    await client.end();
  }
  process.stdout.write(`${url}/${encodeURIComponent(name)}\n`);
}

async function status() {
  const url = await chosenUrl();
  const pid = supervisorPid();
  if (pid) log(`embedded PostgreSQL supervisor pid ${pid}, port ${PG_PORT}, data ${DATA_DIR}`);
  if (url) {
    log(`answering: ${url.replace(/:[^:@/]+@/, ':***@')}`);
    return 0;
  }
  log('no PostgreSQL answers');
  return 1;
}

const [command, arg] = process.argv.slice(2);
try {
  switch (command) {
    case 'start':
      await start();
      process.exit(0);
    case 'stop':
      await stop();
      process.exit(0);
    case 'createdb':
      await createdb(arg);
      process.exit(0);
    case 'url': {
      const url = await chosenUrl();
      if (url) process.stdout.write(`${url}\n`);
      process.exit(url ? 0 : 1);
    }
    case 'status':
      process.exit(await status());
    case '__serve':
      await serve();
      break;
    default:
      process.stderr.write('usage: node scripts/pg.mjs start|stop|createdb <name>|url|status\n');
      process.exit(2);
  }
} catch (err) {
  log(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
