import { ConnectorCarrierTracking } from './connector-carrier-tracking';
import { CarrierTracking } from './carrier-tracking.port';

export const carrierTrackingProviders = [ConnectorCarrierTracking, { provide: CarrierTracking, useExisting: ConnectorCarrierTracking }];
export { CarrierTracking, type TrackedEvent } from './carrier-tracking.port';
export { ConnectorCarrierTracking } from './connector-carrier-tracking';
export { TRACKING_CONFIG, trackingConfig, type TrackingConfig } from './carrier-tracking.config';
export { callsAllowed, DEFAULT_TRACKING_BUDGETS, type TrackingBudget } from './tracking-budget';
