import type { AnalyticsEntry, AnalyticsPort } from './port';

export interface MemorySink extends AnalyticsPort {
  /** Oldest first. */
  entries(): AnalyticsEntry[];
  clear(): void;
}

/**
 * The default sink: nothing leaves the machine. It keeps the last `limit` entries so that
 * browser tests (and a developer) can see what would have been sent.
 */
export const createMemorySink = ({
  limit = 200,
  log,
  now = () => new Date(),
}: {
  limit?: number;
  /** Echo of each entry (console.debug in development). */
  log?: (entry: AnalyticsEntry) => void;
  now?: () => Date;
} = {}): MemorySink => {
  const kept: AnalyticsEntry[] = [];
  const keep = (entry: AnalyticsEntry) => {
    kept.push(entry);
    if (kept.length > limit) kept.splice(0, kept.length - limit);
    log?.(entry);
  };
  return {
    pageView: (path, title) => keep({ type: 'page_view', path, title, at: now().toISOString() }),
    event: (name, params = {}) => keep({ type: 'event', name, params: { ...params }, at: now().toISOString() }),
    entries: () => kept.map((entry) => ({ ...entry })),
    clear: () => {
      kept.length = 0;
    },
  };
};
