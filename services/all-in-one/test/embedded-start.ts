import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventually } from '@freight/testing';

/** The repository, built (`npm test` builds before the suites). */
export const ROOT = resolve(__dirname, '../../..');

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** A folder only its owner may enter, as root's home is and as `mktemp -d` makes. */
export function privateFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o700);
  return dir;
}

/** A folder the postgres account may enter, for EMBEDDED_PG_SYSTEM_DIR (the default /var/lib/frakt stays untouched). */
export function systemFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * The built repository as a newcomer's clone inside `dir`: its own files copied, node_modules hard-linked (the same
 * bytes at paths inside the private folder, in a second instead of a gigabyte's copy).
 */
export function cloneInto(dir: string): string {
  const clone = join(dir, 'frakt');
  execFileSync('mkdir', [clone]);
  for (const entry of readdirSync(ROOT)) {
    if (['.git', '.data', '.run'].includes(entry)) continue;
    execFileSync('cp', [entry === 'node_modules' ? '-al' : '-a', join(ROOT, entry), clone]);
  }
  return clone;
}

/** The environment of a newcomer's shell: none of the test run's database or broker settings. */
export function newcomerEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'KAFKA_BROKERS', 'TEST_KAFKA_BROKERS', 'DATA_DIR', 'JWT_KEYS_DIR'])
    delete base[name];
  return { ...base, LOG_LEVEL: 'warn', ...env };
}

export class StartedProcess {
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private text = '';
  private readonly child: ChildProcess;

  constructor(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
    this.child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.text += chunk.toString('utf8')));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.text += chunk.toString('utf8')));
    this.exited = new Promise((done) => this.child.once('exit', (code, signal) => done({ code, signal })));
  }

  get pid(): number {
    return this.child.pid!;
  }

  get output(): string {
    return this.text;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Waits for /api/health/ready to answer 200; fails with the process's output if it exits first or is not ready
   * within the budget, which stays under the tests' own timeouts so that a hang reports what the portal printed.
   */
  async ready(port: number, budgetMs = 90_000): Promise<void> {
    await eventually(
      async () => {
        if (!this.running) throw new Error(`exited before it was ready:\n${this.text.slice(-4000)}`);
        const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
          () => undefined,
        );
        if (answer?.status !== 200) throw new Error(`not ready yet (${answer?.status ?? 'no answer'}):\n${this.text.slice(-4000)}`);
      },
      budgetMs,
      250,
    );
  }

  /** SIGTERM, and the exit it leads to. */
  async stop(budgetMs = 60_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.running) this.child.kill('SIGTERM');
    return this.finished(budgetMs);
  }

  /** The exit; a process still running after the budget is killed and the test told what it printed. */
  async finished(budgetMs = 120_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), budgetMs)));
    const outcome = await Promise.race([this.exited, late]).finally(() => clearTimeout(timer));
    if (outcome !== 'late') return outcome;
    this.child.kill('SIGKILL');
    await this.exited;
    throw new Error(`still running after ${budgetMs} ms (killed):\n${this.text.slice(-4000)}`);
  }
}

/** The postmaster's PID from the cluster's lock file, while that process runs. */
export function runningPostmaster(clusterDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Every process whose command line names the folder: a server or a watchdog a test left behind would show here. */
export function processesUsing(folder: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
      } catch {
        return false;
      }
    })
    .map(Number);
}

export function removeAll(...dirs: string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
