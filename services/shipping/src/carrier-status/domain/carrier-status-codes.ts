import { knownCarrierStatus, KnownCarrierStatus } from './carrier-status';

/** Why a consignment is on hold or has an exception (the carrier's own text stays in the description). */
export const EXCEPTION_REASONS = ['CUSTOMS', 'ADDRESS', 'REFUSED', 'DAMAGED', 'DELAYED', 'HELD', 'OTHER'] as const;
export type ExceptionReason = (typeof EXCEPTION_REASONS)[number];

export interface PortalStatus {
  status: KnownCarrierStatus;
  /** Only for EXCEPTION. */
  reason?: ExceptionReason;
}

type CodeTable = Readonly<Record<string, PortalStatus>>;

const s = (status: KnownCarrierStatus, reason?: ExceptionReason): PortalStatus => (reason ? { status, reason } : { status });

/**
 * UPS Track API: the activity's status type. UPS's finer status codes are left unmapped until checked against
 * UPS's own list: an unmapped code is shown as written, a wrongly mapped one would mislead.
 */
export const UPS_CODES: CodeTable = {
  M: s('CONFIRMED'),
  P: s('PICKUP'),
  I: s('IN_TRANSIT'),
  O: s('OUT_FOR_DELIVERY'),
  D: s('DELIVERED'),
  X: s('EXCEPTION', 'OTHER'),
  RS: s('RETURNED'),
  MV: s('CANCELLED'),
  // Types DO/DD (delivered to a customs freight station) and W (warehousing) are steps in transit.
  DO: s('IN_TRANSIT'),
  DD: s('IN_TRANSIT'),
  W: s('IN_TRANSIT'),
};

/** PostNord track and trace: the event's status, with event codes where the status is too coarse (EN_ROUTE). */
export const POSTNORD_CODES: CodeTable = {
  CREATED: s('CONFIRMED'),
  INFORMED: s('CONFIRMED'),
  EN_ROUTE: s('IN_TRANSIT'),
  AVAILABLE_FOR_DELIVERY: s('READY_FOR_PICKUP'),
  DELIVERED: s('DELIVERED'),
  DELIVERY_IMPOSSIBLE: s('DELIVERY_ATTEMPTED'),
  DELIVERY_REFUSED: s('EXCEPTION', 'REFUSED'),
  DELAYED: s('EXCEPTION', 'DELAYED'),
  EXPECTED_DELAY: s('EXCEPTION', 'DELAYED'),
  STOPPED: s('EXCEPTION', 'HELD'),
  RETURNED: s('RETURNED'),
  // Event codes.
  COLLECTED: s('PICKUP'),
  OUT_FOR_DELIVERY: s('OUT_FOR_DELIVERY'),
  CUSTOMS_HOLD: s('EXCEPTION', 'CUSTOMS'),
};

/** DHL Express checkpoint codes, as its tracking (MyDHL and the unified API) names them. */
export const DHL_EXPRESS_CODES: CodeTable = {
  SA: s('CONFIRMED'),
  PU: s('PICKUP'),
  PL: s('IN_TRANSIT'),
  DF: s('IN_TRANSIT'),
  AF: s('IN_TRANSIT'),
  AR: s('IN_TRANSIT'),
  CR: s('IN_TRANSIT'),
  WC: s('OUT_FOR_DELIVERY'),
  OK: s('DELIVERED'),
  CC: s('READY_FOR_PICKUP'),
  NH: s('DELIVERY_ATTEMPTED'),
  CA: s('DELIVERY_ATTEMPTED'),
  BA: s('EXCEPTION', 'ADDRESS'),
  CD: s('EXCEPTION', 'CUSTOMS'),
  RD: s('EXCEPTION', 'REFUSED'),
  OH: s('EXCEPTION', 'HELD'),
  HP: s('EXCEPTION', 'HELD'),
  MS: s('EXCEPTION', 'DELAYED'),
  RT: s('RETURNED'),
};

/** DB Schenker tracking event codes. */
export const SCHENKER_CODES: CodeTable = {
  ENT: s('CONFIRMED'),
  COL: s('PICKUP'),
  DEP: s('IN_TRANSIT'),
  ARR: s('IN_TRANSIT'),
  TRA: s('IN_TRANSIT'),
  OFD: s('OUT_FOR_DELIVERY'),
  PUP: s('READY_FOR_PICKUP'),
  DLV: s('DELIVERED'),
  DNA: s('DELIVERY_ATTEMPTED'),
  MIS: s('EXCEPTION', 'DELAYED'),
  DAM: s('EXCEPTION', 'DAMAGED'),
  HLD: s('EXCEPTION', 'HELD'),
  CUS: s('EXCEPTION', 'CUSTOMS'),
  RET: s('RETURNED'),
  CAN: s('CANCELLED'),
};

/** Carrier codes of the reference data (carriers/CARRIER_CODES) with their tables. */
export const CARRIER_STATUS_CODES: Readonly<Record<number, CodeTable>> = {
  131: UPS_CODES,
  4: POSTNORD_CODES,
  225: DHL_EXPRESS_CODES,
  116: SCHENKER_CODES,
};

/**
 * The portal's status for a carrier's word: the portal's own words first (a push may already speak them), then
 * the carrier's table (its codes, exact but trimmed and in any case). Undefined: unknown, kept as written.
 */
export function portalStatusOf(carrierCode: number, word: string | null | undefined): PortalStatus | undefined {
  const known = knownCarrierStatus(word);
  if (known) return s(known, known === 'EXCEPTION' ? 'OTHER' : undefined);
  const code = (word ?? '').trim().toUpperCase();
  if (!code) return undefined;
  return Object.hasOwn(CARRIER_STATUS_CODES[carrierCode] ?? {}, code) ? CARRIER_STATUS_CODES[carrierCode][code] : undefined;
}

/** What orders.status_name holds after a report: the portal's word when it has one, else the carrier's as written. */
export function orderStatusWord(carrierCode: number, word: string): string {
  return portalStatusOf(carrierCode, word)?.status ?? word;
}
