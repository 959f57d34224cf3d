import { EventTransport, MessageHandler, TransportMessage } from './event-transport';

/**
 * Embedded mode: the same outbox rows, delivered to subscribers in this process. Publishing waits
 * for every subscriber group, so a failing consumer makes the relay retry (the inbox drops repeats),
 * which is the delivery guarantee Kafka gives too. Like a Kafka topic read from the beginning, a
 * group that subscribes late is first given what was published before it (a bounded log), so a
 * service starting after another's relay misses nothing.
 */
export class InProcessTransport implements EventTransport {
  readonly name = 'in-process' as const;
  private readonly subscriptions = new Map<string, Map<string, MessageHandler>>();
  private readonly log = new Map<string, TransportMessage[]>();

  constructor(private readonly retainPerTopic = 10_000) {}

  async ensureTopics(): Promise<void> {}

  async publish(messages: TransportMessage[]): Promise<void> {
    for (const message of messages) {
      const retained = this.log.get(message.topic) ?? [];
      retained.push(message);
      if (retained.length > this.retainPerTopic) retained.shift();
      this.log.set(message.topic, retained);
      const groups = this.subscriptions.get(message.topic);
      if (!groups) continue;
      for (const handler of groups.values()) await handler(message);
    }
  }

  async subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void> {
    for (const topic of topics) {
      for (const earlier of [...(this.log.get(topic) ?? [])]) await handler(earlier);
      const groups = this.subscriptions.get(topic) ?? new Map<string, MessageHandler>();
      groups.set(group, handler);
      this.subscriptions.set(topic, groups);
    }
  }

  async health(): Promise<void> {}

  async close(): Promise<void> {
    this.subscriptions.clear();
    this.log.clear();
  }
}
