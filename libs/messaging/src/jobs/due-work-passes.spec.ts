import { DueWorkPasses } from './due-work-passes';

describe(DueWorkPasses.name, () => {
  it('works batch after batch while they come back full, and stops at the first short one', async () => {
    const claimed = [3, 3, 1, 3];
    const passes = new DueWorkPasses(
      () => Promise.resolve(claimed.shift() ?? 0),
      3,
      () => undefined,
    );
    passes.nudge();
    await passes.idle();
    expect(claimed).toEqual([3]);
  });

  it('runs one more pass after a nudge during a pass, never two side by side', async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    let release!: () => void;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const passes = new DueWorkPasses(
      async () => {
        calls++;
        inFlight++;
        most = Math.max(most, inFlight);
        if (calls === 1) await firstHeld;
        inFlight--;
        return 0;
      },
      10,
      () => undefined,
    );
    passes.nudge();
    passes.nudge();
    passes.nudge();
    release();
    await passes.idle();
    expect({ calls, most }).toEqual({ calls: 2, most: 1 });
  });

  it('reports a failed pass and runs again on the next nudge; none after stop', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const passes = new DueWorkPasses(
      () => (++calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve(0)),
      10,
      (error) => failures.push(error),
    );
    passes.nudge();
    await passes.idle();
    passes.nudge();
    await passes.idle();
    await passes.stop();
    passes.nudge();
    await passes.idle();
    expect({ calls, failures: failures.map((e) => (e as Error).message) }).toEqual({ calls: 2, failures: ['database away'] });
  });
});
