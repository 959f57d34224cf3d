import { monitorEventLoopDelay } from 'node:perf_hooks';
import { collectGarbage } from '@freight/testing';
import { IMPORT_LOCK } from '../../contacts/src/import/contact-import.service';
import { HOSTILE_FILES } from '../../contacts/test/hostile-xlsx';
import { DemoAccount, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

const MB = 1024 * 1024;

/**
 * The import's adversarial corpus (issue 25): every hostile file is refused with a clear answer in the
 * member's language, the portal keeps answering while it is read, and its memory comes back after it.
 */
describe('Contact import: hostile files', () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
  let baseline: number;
  // Built before the baseline, so the test's own garbage from writing them is not counted as the portal's.
  const files = new Map<string, Buffer>();
  const figures: string[] = [];
  const upload = (file: Buffer, who: DemoAccount = 'anna') =>
    portal.http
      .post('/api/contact/import/')
      .set('Accept-Language', 'sv')
      .auth(tokens[who], { type: 'bearer' })
      .attach('file', file, 'kontakter.xlsx');

  beforeAll(async () => {
    portal = await startTestPortal();
    tokens = await signInDemoAccounts(portal);
    for (const { name, file } of HOSTILE_FILES) files.set(name, await file());
    // One ordinary read first, so the baseline holds what any request loads.
    await upload(Buffer.from('not a zip')).expect(400);
    await collectGarbage();
    baseline = process.memoryUsage().rss;
  });
  afterAll(async () => {
    console.log(`hostile imports, RSS after GC against ${(baseline / MB).toFixed(0)} MB before:\n${figures.join('\n')}`);
    await portal.close();
  });

  it.each(HOSTILE_FILES)('refuses $name, answering meanwhile and giving its memory back', async ({ name, expect: expected }) => {
    const bytes = files.get(name)!;
    await collectGarbage();
    const before = process.memoryUsage().rss;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let live = 0;
    const probe = setInterval(() => {
      void portal.http
        .get('/api/health/live')
        .then((r) => (live += r.status === 200 ? 1 : 0))
        .catch(() => undefined);
    }, 20);
    const answer = await upload(bytes);
    clearInterval(probe);
    loop.disable();

    expect({ status: answer.status, code: answer.body.code }).toEqual(expected);
    expect(answer.body.message).toMatch(/^[A-ZÅÄÖ]/);
    if (answer.body.errors) expect(answer.body.errors[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/^[A-ZÅÄÖ]/) });
    await portal.http.get('/api/health/live').expect(200);

    await collectGarbage();
    const after = process.memoryUsage().rss;
    expect(after - baseline).toBeLessThan(50 * MB);
    figures.push(
      `  ${name} (${(bytes.length / 1024).toFixed(0)} KB): ${answer.status} ${answer.body.code}, RSS ${((before - baseline) / MB).toFixed(0)} → ` +
        `${((after - baseline) / MB).toFixed(0)} MB over baseline, event-loop delay max ${(loop.max / 1e6).toFixed(0)} ms, ${live} liveness answers meanwhile`,
    );
  });

  it('reads one file per customer at a time, across replicas; another customer is not held up', async () => {
    const file = files.get(HOSTILE_FILES.find((f) => f.expect.code === 'IMPORT.TOO_MANY_ROWS')!.name)!;
    // The lock another replica's import of anna's file would hold.
    await portal.db.query('SELECT pg_advisory_lock($1, $2)', [IMPORT_LOCK, 1001]);
    try {
      const conflict = await upload(file).expect(409);
      expect(conflict.body).toMatchObject({
        code: 'IMPORT.IN_PROGRESS',
        message: 'En fil importeras redan för ditt konto, försök igen när den är klar',
      });
      expect(conflict.headers['retry-after']).toBe('5');
      await upload(file, 'bertil').expect(413);
    } finally {
      await portal.db.query('SELECT pg_advisory_unlock($1, $2)', [IMPORT_LOCK, 1001]);
    }
    await upload(file).expect(413);
  });
});
