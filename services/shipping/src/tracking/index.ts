import { PollCarrierTracking } from './application/poll-carrier-tracking';
import { CreateTrackingPolls1780000002810 } from './database/tracking.migrations';

/** Pulling statuses from carriers that do not push (issue 28), for the shipping module's wiring. */
export const trackingMigrations = [CreateTrackingPolls1780000002810];
export const trackingProviders = [PollCarrierTracking];
export { PollCarrierTracking, TRACKING_POLL_JOB, type PollSummary } from './application/poll-carrier-tracking';
export { expectedDelivery, nextPollAt, pollIntervalMinutes } from './domain/poll-schedule';
