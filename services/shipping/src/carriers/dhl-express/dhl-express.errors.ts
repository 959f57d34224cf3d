import { CarrierReasonCode, CarrierRefused } from '../carrier-errors';
import type { DhlProblem } from './dhl-express.schemas';

/** Our reason for MyDHL's problems: by the field its first detail names (`/customerDetails/.../postalCode: ...`). */
function dhlReason(detail: string): CarrierReasonCode {
  if (/postalCode/i.test(detail)) return 'CARRIER.INVALID_POSTCODE';
  if (/customerDetails/.test(detail)) return 'CARRIER.INVALID_ADDRESS';
  if (/weight/i.test(detail)) return 'CARRIER.INVALID_WEIGHT';
  if (/productCode|product\(s\)/i.test(detail)) return 'CARRIER.INVALID_SERVICE';
  if (/accounts/i.test(detail)) return 'CARRIER.ACCOUNT';
  return 'CARRIER.REFUSED';
}

/** A 400/422 problem answer as a refusal: every detail kept in the carrier's text, the first one's field as our reason. */
export function dhlRefusal(body: unknown): CarrierRefused | null {
  const problem = body as DhlProblem | undefined;
  if (!problem || typeof problem !== 'object' || (!problem.detail && !problem.additionalDetails)) return null;
  const details = problem.additionalDetails?.length ? problem.additionalDetails : [problem.detail ?? ''];
  return new CarrierRefused('dhl-express', dhlReason(details[0]), String(problem.status ?? ''), details.join('; '));
}
