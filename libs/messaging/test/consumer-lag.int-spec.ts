import { randomUUID } from 'node:crypto';
import { createLogger } from '@freight/kernel';
import { eventually, testKafkaBrokers } from '@freight/testing';
import { KafkaTransport, messagingMetrics } from '../src';

/** frakt_kafka_consumer_lag against the real broker: read on a timer, so a stalled consumer shows its lag. */
describe('consumer lag gauge', () => {
  const namespace = `lag-${randomUUID().slice(0, 8)}.`;
  const group = 'frakt-lag-test';
  const topic = 'freight.lag.v1';
  let transport: KafkaTransport;

  beforeAll(() => {
    transport = new KafkaTransport({
      brokers: testKafkaBrokers(),
      clientId: `lag-test-${randomUUID().slice(0, 8)}`,
      logger: createLogger('error', 'lag-test'),
      namespace,
      lagSampleMs: 200,
    });
  });
  afterAll(async () => {
    await transport.close();
  });

  const lagOfGroup = async () =>
    (await messagingMetrics.consumerLag.get()).values
      .filter((v) => v.labels.group === group && v.labels.topic === `${namespace}${topic}`)
      .reduce((sum, v) => sum + v.value, 0);

  it('reports the records a paused consumer has not handled, and 0 once it catches up', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let handled = 0;
    await transport.ensureTopics([topic]);
    await transport.subscribe(group, [topic], async () => {
      await paused;
      handled += 1;
    });
    await transport.publish(
      Array.from({ length: 30 }, (_, i) => ({ topic, key: 'one-partition', value: Buffer.from(`${i}`), headers: {} })),
    );

    // No batch ends while the handler waits, yet the gauge shows all 30 behind.
    await eventually(async () => expect(await lagOfGroup()).toBe(30), 30_000);
    expect(handled).toBe(0);

    release();
    await eventually(async () => expect(handled).toBe(30), 30_000);
    await eventually(async () => expect(await lagOfGroup()).toBe(0), 30_000);
  });
});
