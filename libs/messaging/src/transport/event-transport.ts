export interface TransportMessage {
  topic: string;
  /** The aggregate id: one aggregate's events share a partition and stay ordered. */
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export type MessageHandler = (message: TransportMessage) => Promise<void>;

/** The port both transports implement: Kafka when distributed, in-process when embedded. */
export interface EventTransport {
  readonly name: 'kafka' | 'in-process';
  ensureTopics(topics: string[]): Promise<void>;
  /** Resolves only once every message is durably accepted; rejects otherwise so the outbox keeps them. */
  publish(messages: TransportMessage[]): Promise<void>;
  subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void>;
  health(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');
