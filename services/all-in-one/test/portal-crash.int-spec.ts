import { spawn } from 'node:child_process';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from '@freight/testing';
import {
  newcomerEnv,
  privateFolder,
  processesUsing,
  removeAll,
  ROOT,
  runningPostmaster,
  StartedProcess,
  systemFolder,
} from './embedded-start';

/**
 * `npm start` after its portal process died (killed, out of memory): the embedded PostgreSQL does not outlive it, and
 * the next `npm start` comes up without anyone cleaning up by hand.
 */
describe('npm start after the portal process died', () => {
  const PORT = 39351;
  const dataDir = privateFolder('frakt-crash-');
  const system = systemFolder('frakt-system-');
  const env = newcomerEnv({ PORT: String(PORT), EMBEDDED_PG_PORT: '39352', EMBEDDED_PG_SYSTEM_DIR: system, DATA_DIR: dataDir });
  const npmStart = () => new StartedProcess(process.execPath, [join(ROOT, 'scripts/start.mjs')], ROOT, env);
  const clusterDir = () => realpathSync(join(dataDir, 'pg'));
  /** The portal process itself (start.mjs's child), as the cluster's owner record names it. */
  const portalPid = () => (JSON.parse(readFileSync(join(clusterDir(), 'frakt-owner'), 'utf8')) as { pid: number }).pid;

  afterAll(() => removeAll(dataDir, system));
  // Two starts per test, each bounded in StartedProcess (ready 90 s, stop 60 s): a hang reports the step, not jest's timeout.
  const TWO_STARTS_MS = 360_000;

  it(
    'stops the embedded PostgreSQL when the portal process is killed, and the next npm start comes up',
    async () => {
      const first = npmStart();
      await first.ready(PORT);
      const postmaster = runningPostmaster(clusterDir())!;
      expect(postmaster).toBeDefined();

      process.kill(portalPid(), 'SIGKILL');
      expect(await first.finished()).toEqual({ code: 1, signal: null });
      expect(first.output).toContain('The portal process ended on SIGKILL; its embedded PostgreSQL is being stopped. Run npm start again.');
      await eventually(async () => expect(runningPostmaster(clusterDir())).toBeUndefined(), 60_000);

      const second = npmStart();
      await second.ready(PORT);
      expect(await second.stop()).toEqual({ code: 0, signal: null });
      expect(runningPostmaster(clusterDir())).toBeUndefined();
      expect(processesUsing(clusterDir())).toEqual([]);
    },
    TWO_STARTS_MS,
  );

  it(
    'stops a PostgreSQL left running when the portal and its watchdog were both killed, and comes up',
    async () => {
      const first = npmStart();
      await first.ready(PORT);
      const postmaster = runningPostmaster(clusterDir())!;
      // What an out-of-memory killer taking the whole process tree leaves: the server alone, with its lock file.
      const watchdogs = processesUsing(clusterDir()).filter((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(process.execPath),
      );
      expect(watchdogs).toHaveLength(1);
      for (const pid of [...watchdogs, portalPid()]) process.kill(pid, 'SIGKILL');
      await first.finished();
      expect(runningPostmaster(clusterDir())).toBe(postmaster);

      const second = npmStart();
      await second.ready(PORT);
      expect(runningPostmaster(clusterDir())).not.toBe(postmaster);
      expect(await second.stop()).toEqual({ code: 0, signal: null });
      expect(processesUsing(clusterDir())).toEqual([]);
    },
    TWO_STARTS_MS,
  );

  it(
    'comes up when the lock file a crash left names a PID another process has since been given, and leaves that process alone',
    async () => {
      // As after a restarted container: postmaster.pid survives, and its PID now belongs to something else.
      const bystander = spawn('sleep', ['600'], { stdio: 'ignore' });
      try {
        const lock = join(clusterDir(), 'postmaster.pid');
        writeFileSync(lock, `${bystander.pid}\n${clusterDir()}\n`);
        const started = npmStart();
        await started.ready(PORT);
        expect(bystander.exitCode).toBeNull();
        expect(bystander.signalCode).toBeNull();
        expect(await started.stop()).toEqual({ code: 0, signal: null });
        expect(processesUsing(clusterDir())).toEqual([]);
      } finally {
        bystander.kill('SIGKILL');
      }
    },
    TWO_STARTS_MS,
  );
});
