import { CarrierReasonCode, CarrierRefused } from '../carrier-errors';
import type { UpsErrorResponse } from './ups.schemas';

/**
 * UPS's error codes (the `response.errors[].code` of a 4xx answer) as our reasons; the carrier's message is
 * kept beside. Prefixes: 1201xx shipper, 1202xx ship to, 1205xx packages, 1212xx service. An unlisted code
 * is still a refusal (CARRIER.REFUSED) with UPS's own text.
 */
export function upsReason(code: string): CarrierReasonCode {
  if (code === '120100') return 'CARRIER.ACCOUNT';
  if (code.startsWith('120104') || code.startsWith('120204')) return 'CARRIER.INVALID_POSTCODE';
  if (code.startsWith('1201') || code.startsWith('1202')) return 'CARRIER.INVALID_ADDRESS';
  if (code.startsWith('12053')) return 'CARRIER.INVALID_WEIGHT';
  if (code.startsWith('1212')) return 'CARRIER.INVALID_SERVICE';
  return 'CARRIER.REFUSED';
}

/** The first error of a UPS error answer, or null when the body is not one. */
export function upsError(body: unknown): { code: string; message: string } | null {
  const first = (body as UpsErrorResponse | undefined)?.response?.errors?.[0];
  return first && typeof first.code === 'string' ? { code: first.code, message: String(first.message ?? '') } : null;
}

/** A 4xx answer with a UPS error: a definite refusal of this shipment. */
export function upsRefusal(body: unknown): CarrierRefused | null {
  const error = upsError(body);
  return error ? new CarrierRefused('ups', upsReason(error.code), error.code, error.message) : null;
}
