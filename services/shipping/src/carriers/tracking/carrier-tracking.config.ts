import { defineConfigSection } from '@freight/kernel';
import type { TrackingBudget } from './tracking-budget';
import { DEFAULT_TRACKING_BUDGETS } from './tracking-budget';

/** Pulling statuses from the carriers' tracking APIs (issue 28). */
export interface TrackingConfig {
  /** Whether the poller runs on its schedule (a replica that only serves HTTP may turn it off; off under NODE_ENV=test). */
  poll: boolean;
  /** Carrier codes that push their statuses (webhook or topic): never polled. */
  pushingCarriers: readonly number[];
  /** Per carrier code, its tracking API's allowance. */
  budgets: Readonly<Record<number, TrackingBudget>>;
  /** DHL's unified tracking API (its own host and key, not MyDHL's); null: DHL is not polled (outside simulation). */
  dhl: { baseUrl: string; apiKey: string } | null;
  /** DB Schenker's Partner Services API (`…/Apipartner`, Basic auth); null: Schenker is not polled (outside simulation). */
  schenker: { baseUrl: string; username: string; password: string } | null;
}

export const trackingConfig = defineConfigSection<TrackingConfig>('tracking', (reader, core) => {
  // Off by default in tests: a test drives the poller's ticks with its own clock, never the wall clock's minutes.
  const poll = reader.bool('TRACKING_POLL', core.nodeEnv !== 'test');
  const pushingCarriers: number[] = [];
  for (const entry of (reader.read('TRACKING_PUSHING_CARRIERS') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (/^\d+$/.test(entry)) pushingCarriers.push(Number(entry));
    else reader.problems.push('TRACKING_PUSHING_CARRIERS must be carrier codes, comma-separated');
  }
  const budgets: Record<number, TrackingBudget> = { ...DEFAULT_TRACKING_BUDGETS };
  for (const entry of (reader.read('TRACKING_BUDGETS') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^(\d+)=(\d+)\/(\d+)$/.exec(entry);
    if (!match || Number(match[2]) < 1 || Number(match[3]) < 1)
      reader.problems.push('TRACKING_BUDGETS entries must be <carrier code>=<calls a day>/<calls a second>, comma-separated');
    else budgets[Number(match[1])] = { perDay: Number(match[2]), perSecond: Number(match[3]) };
  }
  const url = reader.url('DHL_TRACKING_API_URL');
  const key = reader.read('DHL_TRACKING_API_KEY');
  if (url && !key) reader.problems.push('DHL_TRACKING_API_KEY must be set with DHL_TRACKING_API_URL');
  const schenkerUrl = reader.url('SCHENKER_TRACKING_API_URL');
  const schenkerUser = reader.read('SCHENKER_TRACKING_API_USER');
  const schenkerPassword = reader.read('SCHENKER_TRACKING_API_PASSWORD');
  if (schenkerUrl && !(schenkerUser && schenkerPassword))
    reader.problems.push('SCHENKER_TRACKING_API_USER and SCHENKER_TRACKING_API_PASSWORD must be set with SCHENKER_TRACKING_API_URL');
  const schenker =
    schenkerUrl && schenkerUser && schenkerPassword ? { baseUrl: schenkerUrl, username: schenkerUser, password: schenkerPassword } : null;
  return { poll, pushingCarriers, budgets, dhl: url && key ? { baseUrl: url, apiKey: key } : null, schenker };
});

export const TRACKING_CONFIG = trackingConfig.token;
