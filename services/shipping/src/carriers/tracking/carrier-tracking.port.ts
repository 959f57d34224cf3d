/** One event of a consignment's journey as a carrier's tracking API reports it, in the carrier's own vocabulary. */
export interface TrackedEvent {
  /** The carrier's event code (UPS status type, PostNord event status or code, DHL checkpoint code). */
  code: string;
  /** ISO-8601 with an offset or Z. */
  occurredAt: string;
  location: string;
  description: string;
}

/** One carrier's tracking API: its client (the only code doing HTTP) behind its mapper. */
export interface CarrierTrackingConnector {
  /** Label in metrics and logs: `ups-tracking`. */
  readonly name: string;
  /** Every event the carrier has for the number, oldest first; [] when it knows none yet. Throws CarrierUnavailable. */
  track(trackingNumber: string, signal: AbortSignal): Promise<TrackedEvent[]>;
}

/** The tracking side of the carrier edge, for the tracking slice. */
export abstract class CarrierTracking {
  /** Carrier codes the portal can ask for tracking. */
  abstract carrierCodes(): number[];
  /** Asks `carrierCode`'s tracking API through its policy (time-out, breaker, concurrency). */
  abstract track(carrierCode: number, trackingNumber: string): Promise<TrackedEvent[]>;
}
