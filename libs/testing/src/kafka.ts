import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';

/** Brokers of the real Kafka that scripts/test.sh started (scripts/kafka.sh). */
export function testKafkaBrokers(): string[] {
  return (process.env.TEST_KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
}

/**
 * A portal's Kafka settings with topics and consumer groups of its own: suites share the run's broker, and what
 * one suite left there (its events, a consumer of a closed portal still in its group) must not reach another.
 */
export function testKafkaEnv(): { KAFKA_BROKERS: string; KAFKA_NAMESPACE: string } {
  return { KAFKA_BROKERS: testKafkaBrokers().join(','), KAFKA_NAMESPACE: `t-${randomUUID().slice(0, 8)}.` };
}

const KAFKA_SCRIPT = resolve(__dirname, '../../../scripts/kafka.sh');

/** Stops, kills or starts the test broker, for fault tests (bounded: the script waits at most 90 s). */
export function kafkaControl(command: 'start' | 'stop' | 'kill' | 'status'): void {
  const container = process.env.TEST_KAFKA_CONTAINER;
  if (container) {
    // TEST_INFRA=containers: the broker is a container started by scripts/containers.mjs.
    execFileSync('docker', [command === 'status' ? 'inspect' : command, container], { stdio: 'inherit', timeout: 120_000 });
    return;
  }
  // Started again where the tests look for it: a runner that exports only TEST_KAFKA_BROKERS would otherwise get the
  // script's default port (9092), and every later suite would miss the broker. Controller on the next port, as test.sh has it.
  const port = Number(testKafkaBrokers()[0].split(':')[1] ?? 9092);
  const env = { KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(port + 1), ...process.env };
  execFileSync('bash', [KAFKA_SCRIPT, command], { stdio: 'inherit', timeout: 120_000, env });
}
