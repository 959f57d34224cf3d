/**
 * Runs independent tasks with at most `width` in flight, started in their order: a test that makes thousands
 * of calls spends its time on round trips when it makes them one by one.
 */
export async function inParallel(tasks: readonly (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, lane));
}
