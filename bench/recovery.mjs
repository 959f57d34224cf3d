#!/usr/bin/env node
// `node bench/recovery.mjs`: how long consumers take to recover, with the former and the current consumer
// settings side by side in one run (libs/messaging KafkaTransport `recovery`):
//   stall   — two consumer processes share a group; one is SIGKILLed: the longest any of its partitions goes
//             without a record reaching the survivor (records keep arriving every 100 ms per partition);
//   lease   — a process claims an Idempotency-Key and is SIGKILLed mid-run: until another process's retry of the
//             key acquires it (the former code waited out the 20 s lease; the current one sees the holder's
//             connection gone);
//   rejoin  — a consumer's broker is stopped for BENCH_OUTAGE_S seconds and started again: from the broker's
//             readiness to the first record produced after it reaching the consumer.
// It starts a broker of its own (scripts/kafka.sh, BENCH_KAFKA_PORT, default 29192) and stops it at the end.
// Needs `npm run build`. Figures: median and worst of BENCH_ROUNDS rounds (default 3).
import { spawn, execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { Kafka, logLevel } from 'kafkajs';
import { idempotencyMigrations } from '../libs/idempotency/dist/index.js';
import { createTestDatabase } from '../libs/testing/dist/index.js';
import { claimOf, openStore } from './recovery/lease-holder.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_KAFKA_PORT ?? 29192);
const BROKER = `127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_S ?? 10) * 1000;
const PARTITIONS = 6;
const SETTINGS = {
  former: { sessionTimeoutMs: 10_000, heartbeatIntervalMs: 3_000, retryMaxMs: 5_000, resubscribeMaxMs: 30_000 },
  current: {}, // DEFAULT_CONSUMER_RECOVERY
};
const kafkaEnv = {
  ...process.env,
  KAFKA_RUN_DIR: join(ROOT, '.run', 'kafka-bench-recovery'),
  KAFKA_PORT: String(PORT),
  KAFKA_CONTROLLER_PORT: String(PORT + 1),
};
const broker = (verb) =>
  execFileSync('bash', [join(ROOT, 'scripts', 'kafka.sh'), verb], { env: kafkaEnv, stdio: ['ignore', 'pipe', 'inherit'] });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const until = async (what, test, ms = 60_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) if (test()) return;
  throw new Error(`timed out waiting for ${what}`);
};

/** Sends one record to every partition each 100 ms until stopped; rides out the broker's absence. */
function feed(topic) {
  const producer = new Kafka({
    clientId: 'recovery-feed',
    brokers: [BROKER],
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
  }).producer();
  let running = true;
  let connected = false;
  const loop = (async () => {
    while (running) {
      try {
        if (!connected) await producer.connect().then(() => (connected = true));
        const sent = Date.now();
        await producer.send({
          topic,
          acks: 1,
          messages: [...Array(PARTITIONS).keys()].map((p) => ({ partition: p, value: JSON.stringify({ p, sent }) })),
        });
      } catch {
        connected = false;
        await producer.disconnect().catch(() => undefined);
      }
      await sleep(100);
    }
  })();
  return async () => {
    running = false;
    await loop;
    await producer.disconnect().catch(() => undefined);
  };
}

function consumer(topic, group, recovery) {
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'recovery', 'consumer.mjs')], {
    env: { ...process.env, BROKER, TOPIC: topic, GROUP: group, RECOVERY: JSON.stringify(recovery) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seen = [];
  const state = { child, seen, joined: false };
  createInterface({ input: child.stdout }).on('line', (line) => {
    const record = JSON.parse(line);
    if (record.joined) state.joined = true;
    else seen.push(record);
  });
  return state;
}

async function topicFor(name) {
  const admin = new Kafka({ clientId: 'recovery-admin', brokers: [BROKER], logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic: name, numPartitions: PARTITIONS, replicationFactor: 1 }] });
  await admin.disconnect();
  return name;
}

async function stall(label, recovery, round) {
  const topic = await topicFor(`stall-${label}-${round}-${Date.now()}`);
  const group = `${topic}-g`;
  const stop = feed(topic);
  const a = consumer(topic, group, recovery);
  await until('the first consumer', () => a.seen.length > 0);
  const b = consumer(topic, group, recovery);
  // Both hold partitions once each has had records from some partition in the last half second.
  await until('both consumers', () => [a, b].every((c) => c.seen.some((r) => r.at > Date.now() - 500)), 90_000);
  await sleep(1000);
  const held = new Set(a.seen.filter((r) => r.at > Date.now() - 500).map((r) => r.p));
  const killedAt = Date.now();
  a.child.kill('SIGKILL');
  await until(
    "the survivor to take the killed consumer's partitions",
    () => [...held].every((p) => b.seen.some((r) => r.p === p && r.at > killedAt)),
    120_000,
  );
  // The idle stretch of each of the killed consumer's partitions: from its last record at the killed one
  // (about the kill) to its first at the survivor.
  const idle = Math.max(...[...held].map((p) => b.seen.find((r) => r.p === p && r.at > killedAt).at - killedAt));
  b.child.kill('SIGTERM');
  await stop();
  return idle;
}

async function rejoin(label, recovery, round) {
  const topic = await topicFor(`rejoin-${label}-${round}-${Date.now()}`);
  const c = consumer(topic, `${topic}-g`, recovery);
  const stop = feed(topic);
  await until('the consumer', () => c.seen.length > 0);
  await sleep(1000);
  broker('stop');
  await sleep(OUTAGE_MS);
  broker('start');
  const ready = Date.now();
  if (process.env.RECOVERY_DEBUG) console.error('broker ready', new Date(ready).toISOString());
  await until('a record produced after the broker returned', () => c.seen.some((r) => r.sent >= ready), 120_000);
  const back = c.seen.find((r) => r.sent >= ready).at - ready;
  c.child.kill('SIGTERM');
  await stop();
  return back;
}

async function lease(round) {
  const key = `lease-${round}-${Date.now()}`;
  const holder = spawn(process.execPath, [join(ROOT, 'bench', 'recovery', 'lease-holder.mjs')], {
    env: { ...process.env, DATABASE_URL: leaseDb.url, KEY: key },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(createInterface({ input: holder.stdout }), 'line');
  if (!JSON.parse(line).acquired) throw new Error('the holder did not acquire its key');
  const killedAt = Date.now();
  holder.kill('SIGKILL');
  for (;;) {
    const begun = await retrier.store.begin(claimOf(key));
    if (begun.outcome === 'acquired') return Date.now() - killedAt;
    if (Date.now() - killedAt > 60_000) throw new Error(`the retry still gets ${begun.outcome} after 60 s`);
    await sleep(20);
  }
}

const summary = (xs) => {
  const sorted = [...xs].sort((x, y) => x - y);
  return `median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(1)} s, worst ${(sorted.at(-1) / 1000).toFixed(1)} s (${sorted.map((x) => (x / 1000).toFixed(1)).join(', ')})`;
};

// The lease measurement's database: its idempotency tables, and the retrying process's store.
const leaseDb = await createTestDatabase('frakt_bench_lease');
const { dataSource } = await openStore(leaseDb.url);
await dataSource.query('CREATE SCHEMA IF NOT EXISTS lease_bench');
const runner = dataSource.createQueryRunner();
for (const Migration of idempotencyMigrations) await new Migration().up(runner);
await runner.release();
const retrier = await openStore(leaseDb.url);
const leases = [];
for (let round = 0; round < ROUNDS; round++) leases.push(await lease(round));
console.log(`current  lease take-over after SIGKILL: ${summary(leases)}`);
await retrier.store.close();
await retrier.dataSource.destroy();
await dataSource.destroy();
await leaseDb.drop();
if (process.env.BENCH_ONLY === 'lease') process.exit(0);

broker('start');
try {
  const results = {};
  for (const [label, recovery] of Object.entries(SETTINGS).filter(
    ([l]) => !process.env.BENCH_SETTINGS || l === process.env.BENCH_SETTINGS,
  )) {
    const stalls = [];
    const rejoins = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (process.env.BENCH_ONLY === 'rejoin') {
        rejoins.push(await rejoin(label, recovery, round));
        continue;
      }
      stalls.push(await stall(label, recovery, round));
      rejoins.push(await rejoin(label, recovery, round));
    }
    results[label] = { stalls, rejoins };
    console.log(`${label.padEnd(8)} stall after SIGKILL: ${summary(stalls)}`);
    console.log(`${label.padEnd(8)} rejoin after the broker returns: ${summary(rejoins)}`);
  }
} finally {
  broker('stop');
}
