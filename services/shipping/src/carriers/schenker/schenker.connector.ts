import { CarrierRefused, CarrierUnavailable, unavailableOf } from '../carrier-errors';
import type { CarrierConnector } from '../carrier-connector';
import type { CarrierBooked, CarrierShipment } from '../carrier-shipment';
import { SchenkerClient, SchenkerClientOptions } from './schenker.client';
import { schenkerFailure } from './schenker.errors';
import {
  fromSchenkerBookingResponse,
  SchenkerAnswerError,
  toSchenkerBookingLand,
  toSchenkerCancel,
  UnknownSchenkerProductError,
} from './schenker.mapper';
import type { SchenkerApplicationArea, SchenkerBookingResponse } from './schenker.schemas';

export interface SchenkerSettings extends SchenkerClientOptions, SchenkerApplicationArea {}

/**
 * DB Schenker (carrier 116): eSchenker's SOAP booking service, land bookings submitted at once with their
 * barcode document (A6 labels, PDF), cancellation by booking id. The booking service has no look-up by the
 * shipper's reference, so an unknown outcome is held for a person, never booked a second time.
 */
export class SchenkerConnector implements CarrierConnector {
  readonly name = 'schenker';
  readonly canLookUp = false;
  private readonly client: SchenkerClient;
  private readonly applicationArea: SchenkerApplicationArea;

  constructor(settings: SchenkerSettings) {
    this.client = new SchenkerClient(settings);
    this.applicationArea = { accessKey: settings.accessKey, userId: settings.userId, groupId: settings.groupId };
  }

  async book(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked> {
    let request;
    try {
      request = toSchenkerBookingLand(shipment, this.applicationArea);
    } catch (error) {
      // A product eSchenker does not carry: sending it changes nothing.
      if (error instanceof UnknownSchenkerProductError)
        throw new CarrierRefused('schenker', 'CARRIER.INVALID_SERVICE', 'PRODUCT', error.message);
      throw error;
    }
    const answer = await this.client.call('getBookingRequestLand', request, signal);
    if (answer.status === 200 && answer.body?.out) {
      try {
        return fromSchenkerBookingResponse(answer.body.out as SchenkerBookingResponse);
      } catch (error) {
        if (error instanceof SchenkerAnswerError) throw new CarrierUnavailable('schenker', 'malformed', true, 200);
        throw error;
      }
    }
    throw this.failure(answer.status, answer.body?.fault, answer.retryAfter);
  }

  async findByReference(): Promise<CarrierBooked | null> {
    return null;
  }

  async cancel(carrierShipmentId: string, signal: AbortSignal): Promise<void> {
    const answer = await this.client.call('getBookingCancelRequest', toSchenkerCancel(carrierShipmentId, this.applicationArea), signal);
    if (answer.status === 200 && answer.body?.out) return;
    throw this.failure(answer.status, answer.body?.fault, answer.retryAfter);
  }

  /** SOAP 1.1 answers faults with 500: the fault says what it was; without one the status does. */
  private failure(status: number, fault: Parameters<typeof schenkerFailure>[0] | undefined, retryAfter: string | null) {
    if (fault && status !== 429 && status !== 503) return schenkerFailure(fault, status);
    if (status === 200) return new CarrierUnavailable('schenker', 'malformed', true, 200);
    return unavailableOf('schenker', status, retryAfter, Date.now());
  }
}
