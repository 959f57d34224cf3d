#!/usr/bin/env node
// TEST_INFRA=containers: PostgreSQL and Kafka from testcontainers, for machines with a Docker engine
// (this project's own machines have none and use scripts/pg.mjs and scripts/kafka.sh instead).
//
//   node scripts/containers.mjs start   starts a keeper process that owns both containers (testcontainers'
//                                       reaper removes them when the keeper dies), waits until they are up,
//                                       and prints shell exports for TEST_DATABASE_URL, TEST_KAFKA_BROKERS
//                                       and TEST_KAFKA_CONTAINER (used by libs/testing's kafkaControl)
//   node scripts/containers.mjs stop    stops the keeper, and with it the containers
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const RUN_DIR = join(resolve(dirname(SELF), '..'), '.run', 'containers');
const ENV_FILE = join(RUN_DIR, 'env');
const PID_FILE = join(RUN_DIR, 'keeper.pid');
const KAFKA_HOST_PORT = Number(process.env.KAFKA_TEST_PORT || 19092);

async function keep() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { KafkaContainer } = await import('@testcontainers/kafka');
  const [postgres, kafka] = await Promise.all([
    new PostgreSqlContainer('postgres:16-alpine').withUsername('postgres').withPassword('postgres').start(),
    // Confluent's 7.9 image is Apache Kafka 3.9; a fixed host port keeps the advertised address valid across docker stop/start.
    new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().withExposedPorts({ container: 9093, host: KAFKA_HOST_PORT }).start(),
  ]);
  const url = `postgres://postgres:postgres@${postgres.getHost()}:${postgres.getPort()}`;
  writeFileSync(
    ENV_FILE,
    [
      `export TEST_DATABASE_URL='${url}'`,
      `export TEST_KAFKA_BROKERS='${kafka.getHost()}:${KAFKA_HOST_PORT}'`,
      `export TEST_KAFKA_CONTAINER='${kafka.getId()}'`,
      `export TEST_INFRA=containers`,
    ].join('\n') + '\n',
  );
  const stop = async () => {
    await Promise.allSettled([postgres.stop(), kafka.stop()]);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  setInterval(() => undefined, 60_000);
}

async function start() {
  mkdirSync(RUN_DIR, { recursive: true });
  rmSync(ENV_FILE, { force: true });
  const child = spawn(process.execPath, [SELF, '__keep'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  child.unref();
  writeFileSync(PID_FILE, String(child.pid));
  const deadline = Date.now() + 300_000;
  while (!existsSync(ENV_FILE)) {
    if (Date.now() > deadline) throw new Error('containers did not start within 5 minutes');
    try {
      process.kill(child.pid, 0);
    } catch {
      throw new Error('the container keeper exited; is a Docker engine running?');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  process.stdout.write(readFileSync(ENV_FILE, 'utf8'));
}

function stop() {
  if (!existsSync(PID_FILE)) return;
  try {
    process.kill(Number(readFileSync(PID_FILE, 'utf8')), 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(PID_FILE, { force: true });
}

const command = process.argv[2];
if (command === '__keep') await keep();
else if (command === 'start') await start();
else if (command === 'stop') stop();
else {
  process.stderr.write('usage: node scripts/containers.mjs start|stop\n');
  process.exit(2);
}
