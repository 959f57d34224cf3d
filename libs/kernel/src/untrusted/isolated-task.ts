import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Why an isolated task gave up: the task's own `problem`, or TOO_COMPLEX (memory), TOO_SLOW (time), UNREADABLE. */
export class IsolationRefused extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'IsolationRefused';
  }
}

export interface IsolationLimits {
  /** The worker's old-generation heap; past it the worker alone dies and the task is refused as TOO_COMPLEX. */
  maxHeapMb: number;
  /** Time the worker may spend producing values (not the time the caller spends on them); past it TOO_SLOW. */
  timeBudgetMs: number;
}

type Message = { type: 'value'; value: unknown } | { type: 'done' } | { type: 'refused'; problem: string };

const BOOTSTRAP = join(__dirname, `isolated-worker${extname(__filename)}`);

/**
 * Run from TypeScript sources (jest), the worker compiles .ts files with swc, the dev dependency the tests
 * already transform with; the built service runs the compiled JavaScript and never takes this path.
 */
const TS_WORKER = `
const { readFileSync } = require('node:fs');
const swc = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
    filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(require('node:worker_threads').workerData.bootstrap);
`;

function spawn(task: string, exportName: string, input: unknown, limits: IsolationLimits): Worker {
  const options = {
    workerData: { task, exportName, input, bootstrap: BOOTSTRAP },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  };
  return BOOTSTRAP.endsWith('.ts') ? new Worker(TS_WORKER, { ...options, eval: true }) : new Worker(BOOTSTRAP, options);
}

/**
 * Runs `task`'s exported async generator `exportName(input)` in a worker thread with a heap limit and a
 * time budget, and yields its values one at a time (the worker waits while the caller handles each). A
 * hostile input that exhausts the worker's heap or its time ends the task with IsolationRefused; the
 * calling process keeps its memory and its event loop. The task module imports only what a worker needs.
 */
export async function* runIsolated<T>(task: string, exportName: string, input: unknown, limits: IsolationLimits): AsyncGenerator<T> {
  const worker = spawn(task, exportName, input, limits);
  const queue: Message[] = [];
  let wake: (() => void) | undefined;
  const push = (message: Message) => {
    queue.push(message);
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  worker.on('message', (message: Message) => push(message));
  worker.on('error', (error: Error & { code?: string }) =>
    push({ type: 'refused', problem: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'TOO_COMPLEX' : 'UNREADABLE' }),
  );
  worker.on('exit', () => push({ type: 'refused', problem: 'UNREADABLE' }));
  let left = limits.timeBudgetMs;
  try {
    for (;;) {
      const started = performance.now();
      const message = await next(queue, left, (resolve) => (wake = resolve));
      wake = undefined;
      left -= performance.now() - started;
      if (message.type === 'done') return;
      if (message.type === 'refused') throw new IsolationRefused(message.problem);
      yield message.value as T;
      worker.postMessage('next');
    }
  } finally {
    await worker.terminate();
  }
}

/** The next message, or TOO_SLOW once the budget left is spent waiting for it. */
function next(queue: Message[], budgetMs: number, onWake: (resolve: () => void) => void): Promise<Message> {
  if (queue.length) return Promise.resolve(queue.shift()!);
  return new Promise<Message>((resolve) => {
    const timer = setTimeout(() => resolve({ type: 'refused', problem: 'TOO_SLOW' }), Math.max(0, budgetMs));
    onWake(() => {
      clearTimeout(timer);
      resolve(queue.shift()!);
    });
  });
}
