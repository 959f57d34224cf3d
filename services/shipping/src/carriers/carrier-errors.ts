/**
 * A carrier's definite no: the shipment will not be accepted as it is, so sending it again changes nothing.
 * `reason` is our message code (sv/en in the catalogue); `carrierCode` and `carrierText` are the carrier's own,
 * kept as they came (the carrier's texts name fields and values, never the parties' personal data by design of
 * their APIs; they are stored on the transmission and shown to the member, not logged).
 */
export class CarrierRefused extends Error {
  constructor(
    readonly carrier: string,
    readonly reason: CarrierReasonCode,
    readonly carrierCode: string,
    readonly carrierText: string,
  ) {
    super(`${carrier} refused: ${carrierCode}`);
  }
}

export type CarrierUnavailableKind = 'timeout' | 'rate_limited' | 'server' | 'network' | 'auth' | 'breaker_open' | 'malformed';

/**
 * The carrier did not answer yes or no: try again later. `outcomeUnknown` when the carrier may have created the
 * shipment (a time-out after sending, a 500, a broken connection): the next attempt looks it up by reference
 * before creating it again. `retryAfterMs` when the carrier said when (429, 503).
 */
export class CarrierUnavailable extends Error {
  constructor(
    readonly carrier: string,
    readonly kind: CarrierUnavailableKind,
    readonly outcomeUnknown: boolean,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(`${carrier} unavailable: ${kind}${status ? ` ${status}` : ''}`);
  }
}

/** Our reasons for a carrier's refusal; each has a text in shipping.messages. */
export type CarrierReasonCode =
  | 'CARRIER.REFUSED'
  | 'CARRIER.INVALID_ADDRESS'
  | 'CARRIER.INVALID_POSTCODE'
  | 'CARRIER.INVALID_WEIGHT'
  | 'CARRIER.INVALID_SERVICE'
  | 'CARRIER.ACCOUNT';

/** Retry-After in seconds or as an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** How an HTTP status the carrier answered counts when its body is not a refusal: everything here is worth trying again. */
export function unavailableOf(carrier: string, status: number, retryAfter: string | null, now: number): CarrierUnavailable {
  if (status === 429) return new CarrierUnavailable(carrier, 'rate_limited', false, status, retryAfterMs(retryAfter, now));
  if (status === 401 || status === 403) return new CarrierUnavailable(carrier, 'auth', false, status);
  // 503: the carrier says it did not take the call; 500 and the other 5xx may have created the shipment.
  return new CarrierUnavailable(carrier, 'server', status !== 503, status, retryAfterMs(retryAfter, now));
}
