import { CarrierReasonCode, CarrierRefused } from '../carrier-errors';
import type { PostNordFault } from './postnord.schemas';

const REASONS: Record<string, CarrierReasonCode> = {
  INVALID_POSTAL_CODE: 'CARRIER.INVALID_POSTCODE',
  INVALID_CUSTOMER_NUMBER: 'CARRIER.ACCOUNT',
  INVALID_SERVICE_CODE: 'CARRIER.INVALID_SERVICE',
  INVALID_WEIGHT: 'CARRIER.INVALID_WEIGHT',
  INVALID_NAME: 'CARRIER.INVALID_ADDRESS',
  INVALID_STREET: 'CARRIER.INVALID_ADDRESS',
  INVALID_CITY: 'CARRIER.INVALID_ADDRESS',
  INVALID_COUNTRY_CODE: 'CARRIER.INVALID_ADDRESS',
};

/** The faults of a PostNord answer (`compositeFault.faults`), or none. */
export function postNordFaults(body: unknown): PostNordFault[] {
  const faults = (body as { compositeFault?: { faults?: unknown } } | undefined)?.compositeFault?.faults;
  return Array.isArray(faults) ? faults.filter((f): f is PostNordFault => typeof f?.faultCode === 'string') : [];
}

/**
 * A 4xx answer's faults as a refusal: the first fault's reason (an unlisted code is CARRIER.REFUSED), every
 * fault's code and text kept, in PostNord's order.
 */
export function postNordRefusal(body: unknown): CarrierRefused | null {
  const faults = postNordFaults(body);
  if (!faults.length) return null;
  return new CarrierRefused(
    'postnord',
    REASONS[faults[0].faultCode] ?? 'CARRIER.REFUSED',
    faults.map((f) => f.faultCode).join(','),
    faults.map((f) => f.explanationText).join('; '),
  );
}
