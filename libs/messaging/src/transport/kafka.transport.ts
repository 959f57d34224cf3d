import type { Admin, Consumer, IHeaders, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { AppLogger } from '@freight/kernel';
import { messagingMetrics } from '../metrics/messaging.metrics';
import { ChunkHandler, ConsumerState, EventTransport, MessageHandler, SubscribeOptions, TransportMessage } from './event-transport';

export const TOPIC_PARTITIONS = 6;

/** Records per chunk: a consumer's transaction (and its row locks) spans one chunk. */
export const DEFAULT_CHUNK_SIZE = 250;

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  logger: AppLogger;
  /** Prefix of every topic and consumer group on the broker; callers keep using the bare names. */
  namespace?: string;
  chunkSize?: number;
  /** Between attempts to subscribe again after a consumer died for good (ms, doubled up to `recovery.resubscribeMaxMs`). */
  resubscribeMs?: number;
  /** How often the consumer lag of this process's groups is read from the broker (ms). */
  lagSampleMs?: number;
  /** How fast consumers notice a lost member or a returned broker; the defaults suit a small cluster. */
  recovery?: Partial<ConsumerRecovery>;
}

export interface ConsumerRecovery {
  /** A member that stops heartbeating (SIGKILL) holds its partitions this long (the broker's minimum is 6 s). */
  sessionTimeoutMs: number;
  /** Live members hear of a rebalance at their next heartbeat, so this bounds how long a rebalance waits on them. */
  heartbeatIntervalMs: number;
  /** The longest pause between kafkajs's own reconnect attempts while the broker is away. */
  retryMaxMs: number;
  /** The longest pause between subscribing afresh after a consumer died for good. */
  resubscribeMaxMs: number;
}

/**
 * Measured with `node bench/recovery.mjs` (bench/README.md): the former 10 s session, 3 s heartbeat, 5 s retry
 * and 30 s resubscribe ceilings left partitions of a killed replica idle ~12 s and consumers 9.5–15 s behind a
 * returned broker.
 */
export const DEFAULT_CONSUMER_RECOVERY: ConsumerRecovery = {
  sessionTimeoutMs: 6_000,
  heartbeatIntervalMs: 1_000,
  retryMaxMs: 1_000,
  resubscribeMaxMs: 2_000,
};

const DEFAULT_LAG_SAMPLE_MS = 15_000;

/** How often one kind of client warning is logged while it repeats (a broker outage repeats it every second). */
const WARNING_EVERY_MS = 30_000;

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

/**
 * The pause before subscribing afresh: doubling from `baseMs`, under a short ceiling, so a consumer is back
 * within a pause of the broker's return (one failed connect costs little; a long ceiling cost up to 30 s).
 */
export function resubscribeDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 10));
}

export class KafkaTransport implements EventTransport {
  readonly name = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer?: Producer;
  private admin?: Admin;
  private readonly consumers = new Map<string, Consumer>();
  private readonly states = new Map<string, ConsumerState>();
  private readonly warned = new Map<string, { at: number; suppressed: number }>();
  private closing = false;
  private readonly namespace: string;
  /** Each group this process consumes, with its topics on the broker: what the lag sampler reads. */
  private readonly subscriptions = new Map<string, string[]>();
  private lagTimer?: NodeJS.Timeout;
  private sampling = false;
  private readonly recovery: ConsumerRecovery;

  constructor(private readonly options: KafkaTransportOptions) {
    this.namespace = options.namespace ?? '';
    this.recovery = { ...DEFAULT_CONSUMER_RECOVERY, ...options.recovery };
    const logger = options.logger;
    // Required here, not at the top: the embedded portal's in-process transport never loads kafkajs.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Kafka, logLevel } = require('kafkajs') as typeof import('kafkajs');
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3000,
      requestTimeout: 10000,
      // Short retries: the outbox, not the client, is what rides out a broker outage.
      retry: { retries: 3, initialRetryTime: 200, maxRetryTime: 2000 },
      logLevel: logLevel.WARN,
      logCreator:
        () =>
        ({ level, log }) => {
          // Stacks of connection errors say nothing an operator can use; the message and its count do.
          const { message, stack: _stack, ...extra } = log as typeof log & { stack?: unknown };
          if (level > logLevel.ERROR) return logger.debug({ kafka: extra }, `kafka: ${message}`);
          const suppressed = this.suppress(String(message));
          if (suppressed !== undefined) logger.warn({ kafka: extra, repeatedSinceLastLog: suppressed }, `kafka: ${message}`);
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
    const missing = [...new Set(topics.map(this.onBroker))].filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: TOPIC_PARTITIONS, replicationFactor: -1 })),
      });
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
        topicMessages: [...byTopic].map(([topic, list]) => ({
          topic: this.onBroker(topic),
          messages: list.map((m) => ({ key: m.key, value: m.value, headers: m.headers })),
        })),
      });
    } catch (error) {
      // Drop the producer so the next attempt reconnects instead of reusing a broken connection.
      const broken = this.producer;
      this.producer = undefined;
      await broken?.disconnect().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Joins the group and consumes. Rejects (its consumer disconnected) when the broker cannot be reached: the
   * caller retries. Once running, kafkajs rides out outages itself; a consumer that dies for good is
   * subscribed afresh here.
   */
  async subscribe(group: string, topics: string[], handler: MessageHandler, options: SubscribeOptions = {}): Promise<void> {
    if (this.closing) throw new Error('the transport is closed');
    const state = this.states.get(group) ?? { group, state: 'joining' };
    this.states.set(group, state);
    const consumer = this.kafka.consumer({
      groupId: this.onBroker(group),
      allowAutoTopicCreation: false,
      retry: { retries: 10, initialRetryTime: 300, maxRetryTime: this.recovery.retryMaxMs },
      // A stop waits for the fetch under way: a 1 s long poll (not 5) keeps a drain short.
      maxWaitTimeInMs: 1000,
      // A replica that died (SIGKILL) holds its partitions until this passes (not 30 s): its successor consumes sooner.
      sessionTimeout: this.recovery.sessionTimeoutMs,
      heartbeatInterval: this.recovery.heartbeatIntervalMs,
    });
    this.observe(consumer, state, () => this.resubscribe(group, topics, handler, options));
    this.subscriptions.set(group, topics.map(this.onBroker));
    this.startLagSampler();
    // Known from the start: a close while it is still joining disconnects it too, instead of leaving a member
    // that goes on taking the group's partitions after its application has gone.
    this.consumers.set(group, consumer);
    try {
      await this.ensureTopics(topics);
      await consumer.connect();
      await consumer.subscribe({ topics: topics.map(this.onBroker), fromBeginning: true });
      await this.run(consumer, options.chunk ?? oneByOne(handler));
      if (this.closing) throw new Error('the transport closed while the consumer joined');
    } catch (error) {
      state.detail = (error as Error).message;
      if (this.consumers.get(group) === consumer) this.consumers.delete(group);
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  consumerStates(): ConsumerState[] {
    return [...this.states.values()].map((state) => ({ ...state }));
  }

  /** kafkajs's stop waits for the batches under way; their handled records' offsets are committed on the way out. */
  async stopConsuming(): Promise<void> {
    this.closing = true;
    const consumers = [...this.consumers.values()];
    this.consumers.clear();
    await Promise.allSettled(consumers.map((c) => c.disconnect()));
  }

  private async run(consumer: Consumer, chunk: ChunkHandler): Promise<void> {
    const chunkSize = Math.max(1, this.options.chunkSize ?? DEFAULT_CHUNK_SIZE);
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
            records.map((m) => toTransportMessage(batch.topic.slice(this.namespace.length), m)),
            handled,
          );
          handled(records.length);
          await commitOffsetsIfNecessary();
          await heartbeat();
        }
      },
    });
  }

  /** Membership for health and metrics, lag per partition after each batch (kafkajs's own figure, no extra request). */
  private observe(consumer: Consumer, state: ConsumerState, lost: () => void): void {
    const { group } = state;
    const { GROUP_JOIN, REBALANCING, CRASH, STOP, END_BATCH_PROCESS } = consumer.events;
    consumer.on(GROUP_JOIN, () => {
      Object.assign(state, { state: 'joined', detail: undefined });
      messagingMetrics.consumerRebalances.inc({ group });
      messagingMetrics.consumerMembers.set({ group }, 1);
    });
    consumer.on(REBALANCING, () => Object.assign(state, { state: 'joining', detail: 'rebalancing' }));
    consumer.on(CRASH, ({ payload }) => {
      Object.assign(state, { state: 'joining', detail: payload.error.message });
      messagingMetrics.consumerMembers.set({ group }, 0);
      if (!payload.restart && !this.closing) lost();
    });
    consumer.on(STOP, () => {
      messagingMetrics.consumerMembers.set({ group }, 0);
      if (this.closing) Object.assign(state, { state: 'stopped', detail: undefined });
    });
    consumer.on(END_BATCH_PROCESS, () => messagingMetrics.consumerLastBatch.set({ group }, Date.now() / 1000));
  }

  private startLagSampler(): void {
    if (this.lagTimer) return;
    this.lagTimer = setInterval(() => void this.sampleLag(), this.options.lagSampleMs ?? DEFAULT_LAG_SAMPLE_MS);
    this.lagTimer.unref();
  }

  /**
   * Lag per group and partition from the group's committed offsets against the partitions' end offsets,
   * read on a timer: a consumer that stalls shows how far behind it falls, batches or not (kafkajs's
   * per-batch figure stood still at its last value). A partition never committed counts from its start.
   */
  async sampleLag(): Promise<void> {
    if (this.sampling || this.closing) return;
    this.sampling = true;
    try {
      const admin = await this.connectedAdmin();
      for (const [group, topics] of this.subscriptions) {
        const committed = await admin.fetchOffsets({ groupId: this.onBroker(group), topics });
        for (const { topic, partitions } of committed) {
          const done = new Map(partitions.map((p) => [p.partition, Number(p.offset)]));
          for (const end of await admin.fetchTopicOffsets(topic)) {
            const from = done.get(end.partition) ?? -1;
            const lag = Number(end.high) - (from >= 0 ? from : Number(end.low));
            messagingMetrics.consumerLag.set({ group, topic, partition: String(end.partition) }, Math.max(0, lag));
          }
        }
      }
    } catch {
      // The broker is away: the gauge keeps its last reading, and health reports the outage.
    } finally {
      this.sampling = false;
    }
  }

  /** A consumer kafkajs will not restart (a non-retriable crash): a new one, retried until it runs. */
  private resubscribe(group: string, topics: string[], handler: MessageHandler, options: SubscribeOptions, attempt = 0): void {
    const dead = this.consumers.get(group);
    this.consumers.delete(group);
    void dead?.disconnect().catch(() => undefined);
    const delay = resubscribeDelay(attempt, this.options.resubscribeMs ?? 250, this.recovery.resubscribeMaxMs);
    setTimeout(() => {
      if (this.closing) return;
      this.subscribe(group, topics, handler, options).catch(() => this.resubscribe(group, topics, handler, options, attempt + 1));
    }, delay).unref();
  }

  /** A topic's or group's name on the broker. */
  private readonly onBroker = (name: string): string => `${this.namespace}${name}`;

  /** undefined while this message was logged within the last interval; else how many were left out since. */
  private suppress(message: string): number | undefined {
    const now = Date.now();
    const last = this.warned.get(message);
    if (last && now - last.at < WARNING_EVERY_MS) {
      last.suppressed += 1;
      return undefined;
    }
    if (this.warned.size > 500) this.warned.clear();
    this.warned.set(message, { at: now, suppressed: 0 });
    return last?.suppressed ?? 0;
  }

  async health(): Promise<void> {
    const admin = await this.connectedAdmin();
    await admin.describeCluster();
  }

  async close(): Promise<void> {
    clearInterval(this.lagTimer);
    await this.stopConsuming();
    await this.producer?.disconnect().catch(() => undefined);
    await this.admin?.disconnect().catch(() => undefined);
  }
}
