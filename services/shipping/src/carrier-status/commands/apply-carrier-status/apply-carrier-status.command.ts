import type { CarrierStatusReport } from '../../domain/carrier-status';

/** Record one carrier status report and move the order's current status when the report is the newest. */
export class ApplyCarrierStatusCommand {
  constructor(
    readonly report: CarrierStatusReport,
    /** When the report reached us; a replayed unmatched report keeps its first arrival. */
    readonly receivedAt: Date = new Date(),
  ) {}
}
