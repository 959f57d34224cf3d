import { config } from '../config';
import { createMemorySink } from './memorySink';
import { createPageViewReporter } from './pageViews';
import type { AnalyticsPort } from './port';
import { createTrackers } from './trackers';

export { pageViewPath } from './pageViews';
export type { AnalyticsEntry, AnalyticsEventName, AnalyticsItem, AnalyticsParams, AnalyticsPort } from './port';
export type { LoginMethod } from './trackers';
export { newTransactionId, TRANSACTION_ID_LENGTH } from './transactionId';

/** Kept in memory whatever else is plugged in, for the browser tests and debugging. */
const memory = createMemorySink({
  log: config.debugAnalytics ? (entry) => console.debug('[analytics]', entry) : undefined,
});
const extraPorts: AnalyticsPort[] = [];

const port: AnalyticsPort = {
  pageView: (path, title) => [memory, ...extraPorts].forEach((p) => p.pageView(path, title)),
  event: (name, params) => [memory, ...extraPorts].forEach((p) => p.event(name, params)),
};

/** Plugs in a real analytics service (none is chosen yet: spec 7 names only "an analytics tag service"). */
export const addAnalyticsPort = (next: AnalyticsPort) => {
  extraPorts.push(next);
};

declare global {
  interface Window {
    __fraktAnalytics?: { entries(): ReturnType<typeof memory.entries>; clear(): void };
  }
}

if (config.exposeAnalytics && typeof window !== 'undefined') {
  window.__fraktAnalytics = { entries: memory.entries, clear: memory.clear };
}

/** Called by the route frame once the title is set; sends one page view per location. */
export const reportPageView = createPageViewReporter(() => port);

export const { trackLogin, trackAddToCart, trackRemoveFromCart, trackViewItem, trackPurchase, trackOrderEdit, trackInfoPopup } =
  createTrackers(() => port);
