import { DemoPurge } from './demo-purge';
import { NightlyPurge } from './nightly-purge';

export { NightlyPurge } from './nightly-purge';
export * from './demo-purge';
export type { PurgeResult } from './nightly-purge';

/** The nightly purge of unbooked orders and the demo's frequent one, for the shipping module's wiring (ScheduleModule is registered once per process by @freight/runtime). */
export const purgeProviders = [NightlyPurge, DemoPurge];
