export interface TransportMessage {
  topic: string;
  /** The aggregate id: one aggregate's events share a partition and stay ordered. */
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export type MessageHandler = (message: TransportMessage) => Promise<void>;

/**
 * Consecutive records of one partition, oldest first. `handled(n)` says the first n are durably handled,
 * so a transport can move its position past them before the handler throws for a later one.
 */
export type ChunkHandler = (messages: TransportMessage[], handled: (count: number) => void) => Promise<void>;

/** A consumer group's membership as this process sees it: 'joined' once the broker assigned it partitions. */
export interface ConsumerState {
  group: string;
  state: 'joining' | 'joined' | 'stopped';
  /** Why it is not joined (the last error), for the health detail. */
  detail?: string;
}

export interface SubscribeOptions {
  /** Where the transport reads records in runs (Kafka), it hands them over here instead of one by one. */
  chunk?: ChunkHandler;
}

/** The port both transports implement: Kafka when distributed, in-process when embedded. */
export interface EventTransport {
  readonly name: 'kafka' | 'in-process';
  ensureTopics(topics: string[]): Promise<void>;
  /** Resolves only once every message is durably accepted; rejects otherwise so the outbox keeps them. */
  publish(messages: TransportMessage[]): Promise<void>;
  /** Both transports hand consecutive records over in chunks through `options.chunk` when given; `handler` otherwise. */
  subscribe(group: string, topics: string[], handler: MessageHandler, options?: SubscribeOptions): Promise<void>;
  health(): Promise<void>;
  /** Membership of the groups subscribed here (the in-process transport has nothing to join). */
  consumerStates?(): ConsumerState[];
  /** Stops consuming after the batches under way, their offsets committed; publishing still works. */
  stopConsuming?(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');
