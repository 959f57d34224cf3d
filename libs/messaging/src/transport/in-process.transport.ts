import { ChunkHandler, EventTransport, MessageHandler, SubscribeOptions, TransportMessage } from './event-transport';

/** Records per chunk, as the Kafka transport cuts them: a consumer's transaction (and its row locks) spans one chunk. */
export const IN_PROCESS_CHUNK_SIZE = 250;

/** A group's way of taking consecutive messages of one topic: as chunks when it gave a chunk handler, else one by one. */
type Delivery = (messages: TransportMessage[]) => Promise<void>;

/** The retained messages of one topic; `first` is the position of `messages[0]` in everything ever published to it. */
interface TopicLog {
  first: number;
  messages: TransportMessage[];
}

/**
 * Embedded mode: the same outbox rows, delivered to subscribers in this process. Publishing waits
 * for every subscriber group, so a failing consumer makes the relay retry (the inbox drops repeats),
 * which is the delivery guarantee Kafka gives too. Like a Kafka topic read from the beginning, a
 * group that subscribes late is first given what was published before it (a bounded log), so a
 * service starting after another's relay misses nothing.
 *
 * A group that gave a chunk handler gets each publish call's messages of a topic as chunks, in publish
 * order, as Kafka hands over a partition's records (a topic here is one partition: different keys share
 * chunks). That lets its consumers apply a relay batch in one transaction instead of one per message.
 */
export class InProcessTransport implements EventTransport {
  readonly name = 'in-process' as const;
  private readonly subscriptions = new Map<string, Map<string, Delivery>>();
  private readonly log = new Map<string, TopicLog>();

  constructor(
    private readonly retainPerTopic = 10_000,
    private readonly chunkSize = IN_PROCESS_CHUNK_SIZE,
  ) {}

  async ensureTopics(): Promise<void> {}

  async publish(messages: TransportMessage[]): Promise<void> {
    const byTopic = new Map<string, TransportMessage[]>();
    for (const message of messages) {
      const list = byTopic.get(message.topic);
      if (list) list.push(message);
      else byTopic.set(message.topic, [message]);
    }
    // Logged and matched to groups before any handler runs: a group subscribing meanwhile replays these
    // from the log and is not among their recipients, so it gets each of them exactly once.
    const sends = [...byTopic].map(([topic, list]) => {
      this.append(topic, list);
      return { list, groups: [...(this.subscriptions.get(topic)?.values() ?? [])] };
    });
    for (const { list, groups } of sends) for (const deliver of groups) await deliver(list);
  }

  async subscribe(group: string, topics: string[], handler: MessageHandler, options: SubscribeOptions = {}): Promise<void> {
    const deliver = options.chunk ? this.inChunks(options.chunk) : oneByOne(handler);
    for (const topic of topics) {
      // Until caught up: what is published while the group replays joins the log and is replayed in turn. No
      // await between the last look at the log and joining the recipients, so nothing falls in between.
      for (let next = 0; ;) {
        const log = this.log.get(topic);
        const from = Math.max(next, log?.first ?? 0);
        const earlier = log?.messages.slice(from - log.first) ?? [];
        if (!earlier.length) break;
        next = from + earlier.length;
        await deliver(earlier);
      }
      const groups = this.subscriptions.get(topic) ?? new Map<string, Delivery>();
      groups.set(group, deliver);
      this.subscriptions.set(topic, groups);
    }
  }

  async health(): Promise<void> {}

  async close(): Promise<void> {
    this.subscriptions.clear();
    this.log.clear();
  }

  private inChunks(chunk: ChunkHandler): Delivery {
    return async (messages) => {
      // A throw fails the publish and the relay sends the whole batch again, so progress within a chunk needs no note.
      for (let start = 0; start < messages.length; start += this.chunkSize)
        await chunk(messages.slice(start, start + this.chunkSize), () => undefined);
    };
  }

  private append(topic: string, messages: TransportMessage[]): void {
    const log = this.log.get(topic) ?? { first: 0, messages: [] };
    for (const message of messages) log.messages.push(message);
    const excess = log.messages.length - this.retainPerTopic;
    if (excess > 0) {
      log.messages.splice(0, excess);
      log.first += excess;
    }
    this.log.set(topic, log);
  }
}

const oneByOne =
  (handler: MessageHandler): Delivery =>
  async (messages) => {
    for (const message of messages) await handler(message);
  };
