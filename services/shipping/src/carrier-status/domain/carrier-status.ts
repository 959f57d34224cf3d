import type { EventPayload } from '@freight/contracts';
import type { FieldError } from '@freight/kernel/domain';
import { findCarrier } from '@freight/reference-data';

/**
 * The portal's status words: the spec's four (section 4) and what carriers really report beyond them (issue 28).
 * A carrier's own code becomes one of these through its table (carrier-status-codes.ts); any other word is
 * kept as the carrier wrote it and shown as no status.
 */
export const KNOWN_CARRIER_STATUSES = [
  'CONFIRMED',
  'PICKUP',
  'IN_TRANSIT',
  'DELIVERED',
  'OUT_FOR_DELIVERY',
  'READY_FOR_PICKUP',
  'DELIVERY_ATTEMPTED',
  'RETURNED',
  'EXCEPTION',
  'CANCELLED',
] as const;
export type KnownCarrierStatus = (typeof KNOWN_CARRIER_STATUSES)[number];

/** orders.status_category: the portal's own word for where the consignment is, whatever the carrier called it. */
export type StatusCategory =
  | 'booked'
  | 'picked_up'
  | 'in_transit'
  | 'delivered'
  | 'out_for_delivery'
  | 'ready_for_pickup'
  | 'delivery_attempted'
  | 'returned'
  | 'exception'
  | 'cancelled'
  | 'none';

const categories: Record<KnownCarrierStatus, StatusCategory> = {
  CONFIRMED: 'booked',
  PICKUP: 'picked_up',
  IN_TRANSIT: 'in_transit',
  DELIVERED: 'delivered',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  READY_FOR_PICKUP: 'ready_for_pickup',
  DELIVERY_ATTEMPTED: 'delivery_attempted',
  RETURNED: 'returned',
  EXCEPTION: 'exception',
  CANCELLED: 'cancelled',
};

/** After these nothing more happens to the consignment: tracking stops asking the carrier. */
export const FINAL_STATUSES: ReadonlySet<KnownCarrierStatus> = new Set(['DELIVERED', 'RETURNED', 'CANCELLED']);

export function isFinalStatus(status: string | null | undefined): boolean {
  const known = knownCarrierStatus(status);
  return known !== undefined && FINAL_STATUSES.has(known);
}

/** Carriers differ in case and stray spaces ("in_transit ", "Delivered"); the word itself must match. */
export function knownCarrierStatus(status: string | null | undefined): KnownCarrierStatus | undefined {
  const word = (status ?? '').trim().toUpperCase();
  return (KNOWN_CARRIER_STATUSES as readonly string[]).includes(word) ? (word as KnownCarrierStatus) : undefined;
}

/** Whether a report leaves the order's status word as it was (case and stray spaces aside): then no OrderStatusChanged. */
export function sameCarrierStatus(previous: string | null, next: string): boolean {
  if (previous === null) return false;
  return (knownCarrierStatus(previous) ?? previous.trim()) === (knownCarrierStatus(next) ?? next.trim());
}

export function statusCategoryOf(status: string | null | undefined): StatusCategory {
  const known = knownCarrierStatus(status);
  return known ? categories[known] : 'none';
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|([+-])(\d{2}):?(\d{2}))$/;
const EARLIEST = Date.UTC(2000, 0, 1);
/** A status dated further ahead than a clock could drift would pin the order's status forever (older never overwrites newer). */
export const MAX_FUTURE_MS = 24 * 3600 * 1000;

/**
 * An ISO-8601 instant with an explicit offset (or Z): without one the instant depends on whose clock
 * reads it. Undefined when malformed, impossible (31 April, 25:00), before 2000 or more than a day ahead of `now`.
 */
export function parseOccurredAt(raw: string, now: Date = new Date()): Date | undefined {
  const match = ISO_INSTANT.exec(raw.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', fraction = '0', zone, sign, oh, om] = match;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [y, mo, d, h, mi, s, oh ?? '0', om ?? '0'].map(Number);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59 || offsetHours > 18 || offsetMinutes > 59)
    return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  const offset = zone.toUpperCase() === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const instant = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * 60_000;
  if (instant < EARLIEST || instant > now.getTime() + MAX_FUTURE_MS) return undefined;
  return new Date(instant);
}

/** One carrier status report, checked: what both inputs (webhook and topic) hand to the use case. */
export interface CarrierStatusReport {
  carrierCode: number;
  consignmentNo: string;
  /** As received (trimmed); the word may be unknown. */
  status: string;
  occurredAt: Date;
  location: string;
  description: string;
  eventId: string;
}

export type CarrierStatusInput = EventPayload<'CarrierStatusReceived'>;

/** Text lengths a report may have (also what the webhook's documentation states). */
export const limits = { consignmentNo: 64, eventId: 128, status: 64, location: 256, description: 1024 } as const;

/**
 * Checks a decoded CarrierStatusReceived. `carrierCode` is the code the input vouches for (the webhook's
 * path); the payload's own code must then be absent (0) or the same.
 */
export function checkCarrierStatus(
  input: CarrierStatusInput,
  now: Date,
  carrierCode?: number,
): { report: CarrierStatusReport } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  let code = input.carrierCode;
  if (carrierCode !== undefined) {
    if (code !== 0 && code !== carrierCode) errors.push({ field: 'carrier_code', code: 'VALIDATION.INVALID_FORMAT' });
    code = carrierCode;
  } else if (!findCarrier(code)) {
    errors.push({ field: 'carrier_code', code: code === 0 ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_FORMAT' });
  }
  const text = (field: keyof typeof limits, wire: string, value: string, required: boolean): string => {
    const trimmed = value.trim();
    if (required && !trimmed) errors.push({ field: wire, code: 'VALIDATION.REQUIRED' });
    else if (trimmed.length > limits[field]) errors.push({ field: wire, code: 'VALIDATION.TOO_LONG' });
    return trimmed;
  };
  const consignmentNo = text('consignmentNo', 'consignment_no', input.consignmentNo, true);
  const eventId = text('eventId', 'event_id', input.eventId, true);
  // An empty status is a report too: the spec shows it as no status.
  const status = text('status', 'status', input.status, false);
  const location = text('location', 'location', input.location, false);
  const description = text('description', 'description', input.description, false);
  let occurredAt: Date | undefined;
  if (!input.occurredAt.trim()) errors.push({ field: 'occurred_at', code: 'VALIDATION.REQUIRED' });
  else if (!(occurredAt = parseOccurredAt(input.occurredAt, now))) errors.push({ field: 'occurred_at', code: 'VALIDATION.INVALID_FORMAT' });
  if (errors.length || !occurredAt) return { errors };
  return { report: { carrierCode: code, consignmentNo, status, occurredAt, location, description, eventId } };
}

/** The inbox key of a report: the carrier's own id is unique only within that carrier. */
export function carrierStatusDedupeKey(input: Pick<CarrierStatusInput, 'carrierCode' | 'eventId'>): string | undefined {
  const eventId = input.eventId.trim();
  return input.carrierCode && eventId ? `carrier:${input.carrierCode}:${eventId}` : undefined;
}
