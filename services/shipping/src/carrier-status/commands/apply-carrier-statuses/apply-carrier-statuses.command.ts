import type { EventCause } from '@freight/messaging';
import type { CarrierStatusReport } from '../../domain/carrier-status';

export interface ReceivedCarrierStatus {
  report: CarrierStatusReport;
  /** The inbound event that brought the report, named as the cause of the OrderStatusChanged it may lead to. */
  causedBy?: EventCause;
}

/**
 * Many carrier status reports at once, in the order they arrived: the same outcome for each as
 * ApplyCarrierStatusCommand would give applying them one after the other, in a few statements.
 */
export class ApplyCarrierStatusesCommand {
  constructor(
    readonly reports: readonly ReceivedCarrierStatus[],
    readonly receivedAt: Date = new Date(),
  ) {}
}
