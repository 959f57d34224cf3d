import { DemoPurge } from './demo-purge';
import { EraseShippingOfCustomer } from './erase-shipping-of-customer';
import { ExportShippingOfCustomer } from './export-shipping-of-customer';
import { NightlyPurge } from './nightly-purge';

export { NightlyPurge } from './nightly-purge';
export * from './demo-purge';
export type { PurgeResult } from './nightly-purge';

/** The nightly purge of unbooked orders, the demo's frequent one and a customer's erasure, for the shipping module's wiring (ScheduleModule is registered once per process by @freight/runtime). */
export const purgeProviders = [NightlyPurge, DemoPurge, EraseShippingOfCustomer, ExportShippingOfCustomer];
