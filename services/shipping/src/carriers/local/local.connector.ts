import type { CarrierConnector } from '../carrier-connector';
import type { CarrierBooked, CarrierShipment } from '../carrier-shipment';

/**
 * The carriers without a connector (the inactive ones, and an active one whose API is not configured): the booking stays in the
 * portal, confirmed at once under the portal's consignment number, as every booking was before connectors.
 */
export class LocalConnector implements CarrierConnector {
  readonly name = 'local';

  async book(shipment: CarrierShipment): Promise<CarrierBooked> {
    return { carrierShipmentId: shipment.reference, trackingNumbers: [shipment.reference], labels: [], warnings: [] };
  }

  async findByReference(): Promise<CarrierBooked | null> {
    return null;
  }

  async cancel(): Promise<void> {}
}
