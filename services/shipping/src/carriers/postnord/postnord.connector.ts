import { CarrierUnavailable, unavailableOf } from '../carrier-errors';
import type { CarrierConnector } from '../carrier-connector';
import type { HttpAnswer } from '../carrier-http';
import type { CarrierBooked, CarrierPickup, CarrierShipment } from '../carrier-shipment';
import { pickupBookingIdOf, toPostNordPickupRequest } from './postnord-pickup.mapper';
import { PostNordClient, PostNordClientOptions } from './postnord.client';
import { postNordRefusal } from './postnord.errors';
import { fromPostNordFindByReference, fromPostNordLabelResponse, toPostNordDeletion, toPostNordInstruction } from './postnord.mapper';
import type { PostNordFindByReferenceResponse, PostNordLabelResponse, PostNordPickupBookingResponse } from './postnord.schemas';

export interface PostNordSettings extends PostNordClientOptions {
  customerNumber: string;
  labelFormat: 'pdf' | 'zpl';
  now?: () => Date;
}

const refusable = (status: number) => status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);

/**
 * PostNord (carrier 4): booking and labels in one EDI call; deletion; look-up by customer reference; pickup by
 * item ids. PostNord's Booking API has no pickup cancellation: a cancelled order's pickup is left to the deleted
 * shipment (its items are no longer PostNord's to collect), so there is no cancelPickup here.
 */
export class PostNordConnector implements CarrierConnector {
  readonly name = 'postnord';
  private readonly client: PostNordClient;
  private readonly now: () => Date;

  constructor(private readonly settings: PostNordSettings) {
    this.client = new PostNordClient(settings);
    this.now = settings.now ?? (() => new Date());
  }

  async book(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked> {
    const instruction = toPostNordInstruction(shipment, this.settings.customerNumber, this.now());
    const answer = await this.client.labels(instruction, this.settings.labelFormat, signal);
    if (answer.status === 200 || answer.status === 201) {
      const booked = fromPostNordLabelResponse(answer.body as PostNordLabelResponse);
      if (booked) return booked;
      // 200 without ids: its faults say why (a refusal), else the answer is not one we can read.
      const refusal = postNordRefusal(answer.body);
      if (refusal) throw refusal;
      throw new CarrierUnavailable('postnord', 'malformed', true, answer.status);
    }
    this.refuseOrUnavailable(answer);
  }

  async findByReference(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked | null> {
    const answer = await this.client.findByReference(this.settings.customerNumber, shipment.reference, signal);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw unavailableOf('postnord', answer.status, answer.retryAfter, Date.now());
    return fromPostNordFindByReference(answer.body as PostNordFindByReferenceResponse);
  }

  async cancel(carrierShipmentId: string, signal: AbortSignal): Promise<void> {
    const answer = await this.client.instruction(
      toPostNordDeletion(carrierShipmentId, carrierShipmentId, this.settings.customerNumber, this.now()),
      signal,
    );
    if (answer.status === 200) return;
    this.refuseOrUnavailable(answer);
  }

  async bookPickup(pickup: CarrierPickup, signal: AbortSignal): Promise<string> {
    const answer = await this.client.pickup(toPostNordPickupRequest(pickup), signal);
    if (answer.status === 200 || answer.status === 201) {
      const body = answer.body as PostNordPickupBookingResponse;
      const bookingId = pickupBookingIdOf(body);
      if (bookingId) return bookingId;
      // An item answered FAIL: its faults are PostNord's refusal of the pickup.
      const faults = (body?.idInformation ?? []).flatMap((i) =>
        i.status === 'FAIL' ? (i.errorResponse?.compositeFault?.faults ?? []) : [],
      );
      const refusal = postNordRefusal({ compositeFault: { faults } });
      if (refusal) throw refusal;
      throw new CarrierUnavailable('postnord', 'malformed', true, answer.status);
    }
    this.refuseOrUnavailable(answer);
  }

  /** A 4xx with PostNord's faults is a refusal; anything else is worth trying again. */
  private refuseOrUnavailable(answer: HttpAnswer): never {
    if (refusable(answer.status)) {
      const refusal = postNordRefusal(answer.body);
      if (refusal) throw refusal;
    }
    throw unavailableOf('postnord', answer.status, answer.retryAfter, Date.now());
  }
}
