// The two servers the bench measures, started in whichever process calls these functions:
// the child (bench/lib/server-child.mjs, the default) or the bench process itself (BENCH_SERVER=inprocess).
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The compiled workspace packages; the bench runs on `npm run build` output, never on sources. */
export function requireDist(relative) {
  const file = join(ROOT, relative);
  try {
    return require(file);
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND' && String(error.message).includes(file)) {
      throw new Error(`${relative} is missing: run \`npm run build\` (or \`npx tsc -b tsconfig.build.json\`) first`, { cause: error });
    }
    throw error;
  }
}

const ms = (from) => Math.round(performance.now() - from);

// createHttpApp calls app.enableShutdownHooks(): on a signal Nest would close the app by itself and
// re-raise the signal, racing the bench's own shutdown (which must also drop the database).
// The bench owns shutdown, so the listeners Nest adds while an app is built are taken off again.
const NEST_SIGNALS = ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV', 'SIGUSR2', 'SIGTERM'];
async function withoutNestSignalHandlers(build) {
  const before = new Map(NEST_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    return await build();
  } finally {
    for (const signal of NEST_SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.get(signal).has(listener)) process.removeListener(signal, listener);
    }
  }
}

/**
 * The embedded portal (every service module plus the gateway edge) on a fresh database.
 * Timings: `load` = requiring the compiled code, `database` = CREATE DATABASE,
 * `start` = startEmbedded until listening (schema, demo seed, Nest init, listen).
 */
const PASSED_THROUGH = ['DB_POOL_SIZE', 'CARRIER_CONCURRENCY', 'CARRIER_BOOKING_WAIT_MS'];

export async function startPortal(env = {}) {
  let t = performance.now();
  const { startEmbedded } = requireDist('services/all-in-one/dist/all-in-one.js');
  const { createTestDatabase, testConfig } = requireDist('libs/testing/dist/index.js');
  const load = ms(t);

  t = performance.now();
  const database = await createTestDatabase('frakt_bench');
  const createdDatabase = ms(t);

  let running;
  let config;
  try {
    config = testConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000000',
      // Settings a run may vary (bench/README.md): the pool, and how many calls each carrier gets at once.
      ...Object.fromEntries(PASSED_THROUGH.filter((name) => process.env[name]).map((name) => [name, process.env[name]])),
      ...env,
    });
    t = performance.now();
    running = await withoutNestSignalHandlers(() => startEmbedded({ config }));
  } catch (error) {
    await database.drop().catch(() => undefined);
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
    throw error;
  }
  const start = ms(t);

  let closing;
  return {
    url: running.url,
    database: database.name,
    timings: { load, database: createdDatabase, start },
    close: () =>
      (closing ??= (async () => {
        await running.close().catch((error) => console.error('bench: closing the portal failed:', error));
        await database.drop();
        rmSync(config.dataDir, { recursive: true, force: true });
      })()),
  };
}

/**
 * The ceiling: one trivial controller in an app built by the same createHttpApp as every service
 * (Fastify adapter, request-id/context hook, JSON parser, `api` prefix), without the kernel's
 * guards, pipes, filters, rate limit or database.
 */
export async function startHello({ paths = ['hello'] } = {}) {
  let t = performance.now();
  require('reflect-metadata');
  const { Controller, Get, Module } = require('@nestjs/common');
  const { createHttpApp, createLogger } = requireDist('libs/kernel/dist/index.js');
  const load = ms(t);

  // Plain ESM has no decorator syntax: apply the decorators by hand, as TypeScript would emit them.
  class Hello {
    hello() {
      return { hello: 'world' };
    }
  }
  Get(paths)(Hello.prototype, 'hello', Object.getOwnPropertyDescriptor(Hello.prototype, 'hello'));
  Controller()(Hello);
  class HelloModule {}
  Module({ controllers: [Hello] })(HelloModule);

  t = performance.now();
  const app = await withoutNestSignalHandlers(() => createHttpApp(HelloModule, { logger: createLogger('error', 'bench-hello') }));
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address();
  const start = ms(t);

  let closing;
  return {
    url: `http://127.0.0.1:${port}`,
    timings: { load, start },
    close: () => (closing ??= app.close()),
  };
}

/** Brokers of the portal-kafka server: BENCH_KAFKA_BROKERS, else a broker of `bash scripts/kafka.sh start` on 9092. */
export const benchKafkaBrokers = () => process.env.BENCH_KAFKA_BROKERS || '127.0.0.1:9092';

/** The embedded portal with its events on a real Kafka broker instead of in-process (carrier status from the topic). */
export const startPortalOnKafka = () => startPortal({ KAFKA_BROKERS: benchKafkaBrokers() });

/** The embedded portal whose in-process carrier simulators answer every call 300 ms late (a carrier's real pace). */
export const startPortalCarrier300 = () => startPortal({ CARRIER_SIMULATOR_DELAY_MS: '300' });

export const STARTERS = {
  portal: startPortal,
  'portal-kafka': startPortalOnKafka,
  'portal-carrier-300': startPortalCarrier300,
  hello: startHello,
  // The same app, also answering under a prefix the gateway routes (`--stack`: hello behind a gateway, lib/stack.mjs).
  'hello-routed': () => startHello({ paths: ['hello', 'content/hello'] }),
};
