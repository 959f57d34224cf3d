import { ConsignmentAccessPoints } from '../consignments/application/consignment-access-points';
import { AccessPoints } from './application/access-points';
import { CarrierPickupPoints } from './carrier/carrier-pickup-points.port';
import { SeededCarrierPickupPoints } from './carrier/seeded-carrier-pickup-points';
import { FindPickupPointsHandler } from './queries/find-pickup-points/find-pickup-points.handler';
import { FindPickupPointsHttpController } from './queries/find-pickup-points/find-pickup-points.http.controller';

/** Pickup points (spec 2.8's finder: GET /freightservice/pickuppoints/{templateName}), for the shipping module's wiring. */
export const pickupPointControllers = [FindPickupPointsHttpController];
export const pickupPointProviders = [
  // The carrier edge: swap this provider for the carriers' own service-point APIs.
  { provide: CarrierPickupPoints, useClass: SeededCarrierPickupPoints },
  AccessPoints,
  // Consignments check a chosen point through this port (no slice cycle).
  { provide: ConsignmentAccessPoints, useExisting: AccessPoints },
  FindPickupPointsHandler,
];

export { AccessPoints } from './application/access-points';
