import { CarrierUnavailable, unavailableOf } from '../carrier-errors';
import type { CarrierConnector } from '../carrier-connector';
import type { HttpAnswer } from '../carrier-http';
import type { CarrierBooked, CarrierPickup, CarrierShipment } from '../carrier-shipment';
import { DhlExpressClient, DhlExpressClientOptions } from './dhl-express.client';
import { dhlRefusal } from './dhl-express.errors';
import {
  DhlAnswerError,
  dispatchConfirmationOf,
  fromDhlShipmentResponse,
  toDhlPickupRequest,
  toDhlShipmentRequest,
} from './dhl-express.mapper';
import type { DhlShipmentResponse } from './dhl-express.schemas';

export interface DhlExpressSettings extends DhlExpressClientOptions {
  accountNumber: string;
}

/**
 * DHL Express (carrier 225), MyDHL API. MyDHL has no void (a cancellation stays in the portal; the pickup, once
 * booked at DHL, is what would be cancelled) and no look-up by the shipper's reference: after an outcome it
 * cannot know, the transmission is held for a person to check rather than booked a second time.
 */
export class DhlExpressConnector implements CarrierConnector {
  readonly name = 'dhl-express';
  readonly canLookUp = false;
  private readonly client: DhlExpressClient;

  constructor(private readonly settings: DhlExpressSettings) {
    this.client = new DhlExpressClient(settings);
  }

  async book(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked> {
    const answer = await this.client.createShipment(toDhlShipmentRequest(shipment, this.settings.accountNumber), signal);
    if (answer.status === 200 || answer.status === 201) {
      try {
        return fromDhlShipmentResponse(answer.body as DhlShipmentResponse);
      } catch (error) {
        if (error instanceof DhlAnswerError) throw new CarrierUnavailable('dhl-express', 'malformed', true, answer.status);
        throw error;
      }
    }
    if (answer.status === 400 || answer.status === 422) {
      const refusal = dhlRefusal(answer.body);
      if (refusal) throw refusal;
    }
    throw unavailableOf('dhl-express', answer.status, answer.retryAfter, Date.now());
  }

  async findByReference(): Promise<CarrierBooked | null> {
    return null;
  }

  async cancel(): Promise<void> {}

  async bookPickup(pickup: CarrierPickup, signal: AbortSignal): Promise<string> {
    const answer = await this.client.createPickup(toDhlPickupRequest(pickup, this.settings.accountNumber), signal);
    const confirmation = answer.status === 200 || answer.status === 201 ? dispatchConfirmationOf(answer.body) : null;
    if (confirmation) return confirmation;
    if (answer.status === 200 || answer.status === 201) throw new CarrierUnavailable('dhl-express', 'malformed', true, answer.status);
    this.refuseOrUnavailable(answer);
  }

  async cancelPickup(confirmationNo: string, signal: AbortSignal): Promise<void> {
    const answer = await this.client.cancelPickup(confirmationNo, signal);
    if (answer.status === 200) return;
    this.refuseOrUnavailable(answer);
  }

  private refuseOrUnavailable(answer: HttpAnswer): never {
    if (answer.status === 400 || answer.status === 404 || answer.status === 422) {
      const refusal = dhlRefusal(answer.body);
      if (refusal) throw refusal;
    }
    throw unavailableOf('dhl-express', answer.status, answer.retryAfter, Date.now());
  }
}
