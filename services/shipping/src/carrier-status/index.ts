import { ApplyCarrierStatusWhenReceived } from './application/apply-carrier-status-when-received';
import { ApplyUnmatchedCarrierStatusesWhenOrderBooked } from './application/apply-unmatched-carrier-statuses-when-order-booked';
import { ApplyCarrierStatusHandler } from './commands/apply-carrier-status/apply-carrier-status.handler';
import { ApplyCarrierStatusHttpController } from './commands/apply-carrier-status/apply-carrier-status.http.controller';
import { CarrierStatusPushes } from './commands/apply-carrier-status/carrier-status-pushes';
import { ApplyCarrierStatusesHandler } from './commands/apply-carrier-statuses/apply-carrier-statuses.handler';
import { CreateCarrierStatusHistory1732000000800 } from './database/carrier-status.migrations';
import { DedupeCarrierStatusesByMeaning1780000002800 } from './database/carrier-status-tracking.migrations';
import { GetOrderStatusHistoryHandler } from './queries/get-order-status-history/get-order-status-history.handler';

export { ApplyCarrierStatusCommand } from './commands/apply-carrier-status/apply-carrier-status.command';
export { ApplyCarrierStatusHandler } from './commands/apply-carrier-status/apply-carrier-status.handler';
export type { ApplyOutcome, ApplyResult } from './commands/apply-carrier-status/apply-carrier-status.handler';
export { ApplyCarrierStatusesCommand, type ReceivedCarrierStatus } from './commands/apply-carrier-statuses/apply-carrier-statuses.command';
export { ApplyCarrierStatusesHandler } from './commands/apply-carrier-statuses/apply-carrier-statuses.handler';
export { carrierStatusLabel, carrierStatusReason, orderStatusLabel, statusLabelText } from './domain/order-status-label';
export { isFinalStatus, KNOWN_CARRIER_STATUSES } from './domain/carrier-status';
export { portalStatusOf, CARRIER_STATUS_CODES } from './domain/carrier-status-codes';
export { GetOrderStatusHistoryQuery } from './queries/get-order-status-history/get-order-status-history.query';
export type { StatusHistoryEntry } from './queries/get-order-status-history/get-order-status-history.handler';
export { signWebhookBody } from './webhook/webhook-signature';

/** Carrier status in (webhook and carrier.status.v1), for the shipping module's wiring. */
export const carrierStatusMigrations = [CreateCarrierStatusHistory1732000000800, DedupeCarrierStatusesByMeaning1780000002800];
export const carrierStatusControllers = [ApplyCarrierStatusHttpController];
export const carrierStatusProviders = [
  ApplyCarrierStatusHandler,
  ApplyCarrierStatusesHandler,
  CarrierStatusPushes,
  GetOrderStatusHistoryHandler,
  ApplyCarrierStatusWhenReceived,
  ApplyUnmatchedCarrierStatusesWhenOrderBooked,
];
