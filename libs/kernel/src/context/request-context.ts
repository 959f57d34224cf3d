import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type Language = 'sv' | 'en';

/** What travels with one unit of work, across HTTP hops and domain events. */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  /** Id of the event that caused this work, when it was triggered by an event. */
  causationId?: string;
  language: Language;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  language(): Language {
    return storage.getStore()?.language ?? 'sv';
  },
  fresh(partial: Partial<RequestContext> = {}): RequestContext {
    const requestId = partial.requestId ?? randomUUID();
    return {
      requestId,
      correlationId: partial.correlationId ?? requestId,
      causationId: partial.causationId,
      language: partial.language ?? 'sv',
    };
  },
};
