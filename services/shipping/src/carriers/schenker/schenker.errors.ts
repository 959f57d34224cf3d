import { CarrierReasonCode, CarrierRefused, CarrierUnavailable } from '../carrier-errors';
import type { SchenkerFault } from './schenker.schemas';

/** Faults that say who calls is not let in: the access key, not the shipment. */
const ACCESS_CODES = new Set(['ACCESS_DENIED', 'INVALID_ACCESS_KEY']);

/** Our reason for a schenkerServiceException: by the field its message names, eSchenker's own text kept beside. */
export function schenkerReason(fault: Pick<SchenkerFault, 'code' | 'message'>): CarrierReasonCode {
  const text = `${fault.code ?? ''} ${fault.message ?? ''}`;
  if (/postal ?code/i.test(text)) return 'CARRIER.INVALID_POSTCODE';
  if (/address|street|city|name1|country/i.test(text)) return 'CARRIER.INVALID_ADDRESS';
  if (/weight|volume/i.test(text)) return 'CARRIER.INVALID_WEIGHT';
  if (/product/i.test(text)) return 'CARRIER.INVALID_SERVICE';
  if (/agreement|customer number/i.test(text)) return 'CARRIER.ACCOUNT';
  return 'CARRIER.REFUSED';
}

/**
 * A SOAP fault as a refusal or as "try again": a schenkerServiceException (eSchenker checked the booking and said
 * no) is a refusal; a refused access key is an auth problem of ours; a fault without the exception (a server
 * fault) leaves the outcome unknown.
 */
export function schenkerFailure(fault: SchenkerFault, status: number): CarrierRefused | CarrierUnavailable {
  if (fault.code && ACCESS_CODES.has(fault.code)) return new CarrierUnavailable('schenker', 'auth', false, status);
  if (fault.code !== undefined)
    return new CarrierRefused('schenker', schenkerReason(fault), fault.code, fault.message || fault.faultstring);
  return new CarrierUnavailable('schenker', 'server', status !== 503, status);
}
