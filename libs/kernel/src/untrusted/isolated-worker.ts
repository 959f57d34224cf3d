import { parentPort, workerData } from 'node:worker_threads';

/**
 * The worker side of runIsolated: loads the task module, runs its generator and posts each value, then
 * waits for the parent's acknowledgement before producing the next (the parent holds one value at a time).
 * Imports nothing but Node's own modules, so a worker starts in milliseconds.
 */
interface Start {
  task: string;
  exportName: string;
  input: unknown;
}

async function run(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const { task, exportName, input } = workerData as Start;
  let acknowledged: () => void = () => undefined;
  port.on('message', () => acknowledged());
  try {
    const module = (await import(task)) as Record<string, (input: unknown) => AsyncIterable<unknown>>;
    for await (const value of module[exportName](input)) {
      const next = new Promise<void>((resolve) => (acknowledged = resolve));
      port.postMessage({ type: 'value', value });
      await next;
    }
    port.postMessage({ type: 'done' });
  } catch (error) {
    // A task refuses by throwing an error with a string `problem`; anything else is an unreadable input.
    const problem = (error as { problem?: unknown } | null)?.problem;
    port.postMessage({ type: 'refused', problem: typeof problem === 'string' ? problem : 'UNREADABLE' });
  }
  port.close();
}

void run();
