import { ApplyCarrierStatusWhenReceived } from './application/apply-carrier-status-when-received';
import { ApplyUnmatchedCarrierStatusesWhenOrderBooked } from './application/apply-unmatched-carrier-statuses-when-order-booked';
import { ApplyCarrierStatusHandler } from './commands/apply-carrier-status.handler';
import { ApplyCarrierStatusesHandler } from './commands/apply-carrier-statuses.handler';
import { CreateCarrierStatusHistory1732000000800 } from './database/carrier-status.migrations';
import { CarrierStatusWebhookHttpController } from './webhook/carrier-status-webhook.http.controller';

export { ApplyCarrierStatusCommand, ApplyCarrierStatusHandler } from './commands/apply-carrier-status.handler';
export type { ApplyOutcome, ApplyResult } from './commands/apply-carrier-status.handler';
export { ApplyCarrierStatusesCommand, ApplyCarrierStatusesHandler } from './commands/apply-carrier-statuses.handler';
export type { ReceivedCarrierStatus } from './commands/apply-carrier-statuses.handler';
export { orderStatusLabel, statusLabelText } from './domain/order-status-label';
export { orderStatusHistory } from './queries/order-status-history';
export type { StatusHistoryEntry } from './queries/order-status-history';
export { signWebhookBody } from './webhook/webhook-signature';

/** Carrier status in (webhook and carrier.status.v1), for the shipping module's wiring. */
export const carrierStatusMigrations = [CreateCarrierStatusHistory1732000000800];
export const carrierStatusControllers = [CarrierStatusWebhookHttpController];
export const carrierStatusProviders = [ApplyCarrierStatusHandler, ApplyCarrierStatusesHandler, ApplyCarrierStatusWhenReceived, ApplyUnmatchedCarrierStatusesWhenOrderBooked];
