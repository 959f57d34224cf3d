import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Brokers of the real Kafka that scripts/test.sh started (scripts/kafka.sh). */
export function testKafkaBrokers(): string[] {
  return (process.env.TEST_KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
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
  execFileSync('bash', [KAFKA_SCRIPT, command], { stdio: 'inherit', timeout: 120_000 });
}
