/** One server-sent event as the stream carries it. */
export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * The text/event-stream format (WHATWG HTML, server-sent events) read chunk by chunk: `feed` takes the text
 * as it arrives and answers the events it completes; comment lines (heartbeats) and `retry:` are skipped.
 */
export class EventStreamParser {
  private buffer = '';

  feed(text: string): ServerSentEvent[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) events.push({ id, event, data: data.join('\n') });
    }
    return events;
  }
}

/** The order's status after a carrier report, as GET /api/order/events sends it. */
export interface OrderStatusEvent {
  orderNo: string;
  consignmentNo: string;
  statusName: string | null;
  statusLabel: string;
  delivered: boolean;
  report: { status: string; label: string; reason: string; occurredAt: string; location: string };
}

/** Waits before reconnecting: 1 s, 2 s, 4 s … up to 30 s; back to 1 s once a connection delivered anything. */
export const reconnectDelay = (failures: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

export interface OrderEventSource {
  close(): void;
}

/**
 * Listens to GET /api/order/events through `open` (the API client: bearer token and its refresh), reconnecting
 * after a drop with Last-Event-ID so nothing applied meanwhile is missed. `wait` is injected for tests.
 */
export function listenToOrderEvents(
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>,
  onEvent: (event: OrderStatusEvent) => void,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    }),
): OrderEventSource {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  void (async () => {
    let failures = 0;
    while (!controller.signal.aborted) {
      try {
        const response = await open(lastEventId, controller.signal);
        // A refused stream (signed out, demo) is not tried again in a loop.
        if (response.status >= 400 && response.status < 500) return;
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const parser = new EventStreamParser();
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
            failures = 0;
            if (event.id) lastEventId = event.id;
            if (event.event === 'status') onEvent(JSON.parse(event.data) as OrderStatusEvent);
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      failures += 1;
      await wait(reconnectDelay(failures), controller.signal);
    }
  })();
  return { close: () => controller.abort() };
}
