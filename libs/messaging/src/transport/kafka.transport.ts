import { Admin, Consumer, IHeaders, Kafka, KafkaMessage, logLevel, Producer } from 'kafkajs';
import type { AppLogger } from '@freight/kernel';
import { ChunkHandler, EventTransport, MessageHandler, SubscribeOptions, TransportMessage } from './event-transport';

export const TOPIC_PARTITIONS = 6;

/** Records per chunk: a consumer's transaction (and its row locks) spans one chunk. */
export const DEFAULT_CHUNK_SIZE = 250;

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  logger: AppLogger;
  chunkSize?: number;
}

function headersToStrings(headers: IHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[name] = Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
  }
  return out;
}

const toTransportMessage = (topic: string, message: KafkaMessage): TransportMessage => ({
  topic,
  key: message.key?.toString('utf8') ?? '',
  value: message.value ?? Buffer.alloc(0),
  headers: headersToStrings(message.headers),
});

/** Without a chunk handler, a chunk is the records one after the other, each acknowledged as it is done. */
const oneByOne =
  (handler: MessageHandler): ChunkHandler =>
  async (messages, handled) => {
    for (const [index, message] of messages.entries()) {
      await handler(message);
      handled(index + 1);
    }
  };

export class KafkaTransport implements EventTransport {
  readonly name = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer?: Producer;
  private admin?: Admin;
  private readonly consumers: Consumer[] = [];

  constructor(private readonly options: KafkaTransportOptions) {
    const logger = options.logger;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3000,
      requestTimeout: 10000,
      // Short retries: the outbox, not the client, is what rides out a broker outage.
      retry: { retries: 3, initialRetryTime: 200, maxRetryTime: 2000 },
      logLevel: logLevel.WARN,
      logCreator: () => ({ level, log }) => {
        const { message, ...extra } = log;
        if (level <= logLevel.ERROR) logger.warn({ kafka: extra }, `kafka: ${message}`);
        else logger.debug({ kafka: extra }, `kafka: ${message}`);
      },
    });
  }

  private async connectedAdmin(): Promise<Admin> {
    if (!this.admin) {
      const admin = this.kafka.admin();
      await admin.connect();
      this.admin = admin;
    }
    return this.admin;
  }

  private async connectedProducer(): Promise<Producer> {
    if (!this.producer) {
      // Idempotent: a retried send after a lost ack is written once per partition.
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
      await producer.connect();
      producer.on(producer.events.DISCONNECT, () => {
        if (this.producer === producer) this.producer = undefined;
      });
      this.producer = producer;
    }
    return this.producer;
  }

  async ensureTopics(topics: string[]): Promise<void> {
    const admin = await this.connectedAdmin();
    const existing = new Set(await admin.listTopics());
    const missing = [...new Set(topics)].filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: TOPIC_PARTITIONS, replicationFactor: -1 })) });
    }
  }

  async publish(messages: TransportMessage[]): Promise<void> {
    if (!messages.length) return;
    const byTopic = new Map<string, TransportMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    const producer = await this.connectedProducer();
    try {
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list.map((m) => ({ key: m.key, value: m.value, headers: m.headers })) })),
      });
    } catch (error) {
      // Drop the producer so the next attempt reconnects instead of reusing a broken connection.
      const broken = this.producer;
      this.producer = undefined;
      await broken?.disconnect().catch(() => undefined);
      throw error;
    }
  }

  async subscribe(group: string, topics: string[], handler: MessageHandler, options: SubscribeOptions = {}): Promise<void> {
    await this.ensureTopics(topics);
    const chunk = options.chunk ?? oneByOne(handler);
    const chunkSize = Math.max(1, this.options.chunkSize ?? DEFAULT_CHUNK_SIZE);
    const consumer = this.kafka.consumer({ groupId: group, allowAutoTopicCreation: false, retry: { retries: 10, initialRetryTime: 300, maxRetryTime: 5000 } });
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      // One partition at a time would cap a consumer at one transaction's round trips; per-partition order (one
      // aggregate's events, keyed alike) still holds, since a partition is never consumed by two handlers at once.
      partitionsConsumedConcurrently: TOPIC_PARTITIONS,
      // Offsets are resolved only for records handled: a batch cut short (stop, seek, a throw) is fetched again from there.
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
        for (let start = 0; start < batch.messages.length; start += chunkSize) {
          // Stopping or rebalancing (a seek makes the rest of this batch stale): leave the rest to whoever fetches next.
          if (!isRunning() || isStale()) return;
          const records = batch.messages.slice(start, start + chunkSize);
          let resolved = 0;
          const handled = (count: number) => {
            if (count <= resolved) return;
            resolved = Math.min(count, records.length);
            resolveOffset(records[resolved - 1].offset);
          };
          await chunk(
            records.map((m) => toTransportMessage(batch.topic, m)),
            handled,
          );
          handled(records.length);
          await commitOffsetsIfNecessary();
          await heartbeat();
        }
      },
    });
    this.consumers.push(consumer);
  }

  async health(): Promise<void> {
    const admin = await this.connectedAdmin();
    await admin.describeCluster();
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    await this.producer?.disconnect().catch(() => undefined);
    await this.admin?.disconnect().catch(() => undefined);
  }
}
