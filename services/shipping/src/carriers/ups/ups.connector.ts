import type { HttpAnswer } from '../carrier-http';
import { CarrierUnavailable, unavailableOf } from '../carrier-errors';
import type { CarrierConnector } from '../carrier-connector';
import type { CarrierBooked, CarrierPickup, CarrierShipment } from '../carrier-shipment';
import { prnOf, toUpsPickupRequest, UpsPickupCreationResponse } from './ups-pickup.mapper';
import { UpsClient, UpsClientOptions } from './ups.client';
import { upsRefusal } from './ups.errors';
import { fromUpsReferenceTrack, fromUpsShipmentResponse, toUpsShipmentRequest, UpsAnswerError } from './ups.mapper';
import type { UpsLabelFormat, UpsReferenceTrackResponse, UpsShipmentResponse } from './ups.schemas';

export interface UpsSettings extends UpsClientOptions {
  shipperNumber: string;
  labelFormat: UpsLabelFormat;
}

/** UPS (carrier 131): Shipping API v2409 with OAuth client credentials; void; look-up by reference through Tracking. */
export class UpsConnector implements CarrierConnector {
  readonly name = 'ups';
  private readonly client: UpsClient;

  constructor(private readonly settings: UpsSettings) {
    this.client = new UpsClient(settings);
  }

  async book(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked> {
    const answer = await this.client.ship(toUpsShipmentRequest(shipment, this.settings.shipperNumber, this.settings.labelFormat), signal);
    if (answer.status === 200) {
      try {
        return fromUpsShipmentResponse(answer.body as UpsShipmentResponse);
      } catch (error) {
        if (error instanceof UpsAnswerError) throw new CarrierUnavailable('ups', 'malformed', true, 200);
        throw error;
      }
    }
    if (answer.status >= 400 && answer.status < 500 && ![401, 403, 408, 429].includes(answer.status)) {
      const refusal = upsRefusal(answer.body);
      if (refusal) throw refusal;
    }
    throw unavailableOf('ups', answer.status, answer.retryAfter, Date.now());
  }

  async findByReference(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked | null> {
    const answer = await this.client.trackByReference(shipment.reference, signal);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw unavailableOf('ups', answer.status, answer.retryAfter, Date.now());
    return fromUpsReferenceTrack(answer.body as UpsReferenceTrackResponse);
  }

  async cancel(carrierShipmentId: string, signal: AbortSignal): Promise<void> {
    const answer = await this.client.voidShipment(carrierShipmentId, signal);
    if (answer.status === 200) return;
    if (answer.status >= 400 && answer.status < 500 && ![401, 403, 408, 429].includes(answer.status)) {
      const refusal = upsRefusal(answer.body);
      if (refusal) throw refusal;
    }
    throw unavailableOf('ups', answer.status, answer.retryAfter, Date.now());
  }

  async bookPickup(pickup: CarrierPickup, signal: AbortSignal): Promise<string> {
    const answer = await this.client.createPickup(toUpsPickupRequest(pickup, this.settings.shipperNumber), signal);
    const prn = answer.status === 200 ? prnOf(answer.body as UpsPickupCreationResponse) : null;
    if (prn) return prn;
    if (answer.status === 200) throw new CarrierUnavailable('ups', 'malformed', true, 200);
    this.refuseOrUnavailable(answer);
  }

  async cancelPickup(confirmationNo: string, signal: AbortSignal): Promise<void> {
    const answer = await this.client.cancelPickup(confirmationNo, signal);
    if (answer.status === 200) return;
    this.refuseOrUnavailable(answer);
  }

  /** UPS's own error for a definite no (4xx but auth, timeout, rate limit); anything else is worth trying again. */
  private refuseOrUnavailable(answer: HttpAnswer): never {
    if (answer.status >= 400 && answer.status < 500 && ![401, 403, 408, 429].includes(answer.status)) {
      const refusal = upsRefusal(answer.body);
      if (refusal) throw refusal;
    }
    throw unavailableOf('ups', answer.status, answer.retryAfter, Date.now());
  }
}
