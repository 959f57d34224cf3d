import { CarrierUnavailable, unavailableOf } from '../carrier-errors';
import type { CarrierConnector } from '../carrier-connector';
import type { CarrierBooked, CarrierShipment } from '../carrier-shipment';
import { DhlExpressClient, DhlExpressClientOptions } from './dhl-express.client';
import { dhlRefusal } from './dhl-express.errors';
import { DhlAnswerError, fromDhlShipmentResponse, toDhlShipmentRequest } from './dhl-express.mapper';
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
}
