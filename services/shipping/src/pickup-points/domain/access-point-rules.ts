import type { ConsignmentDocument, ConsignmentPart } from '../../consignments/domain/consignment-document';
import type { FreightServiceDef, Reason } from '../../shared/freight/freight.types';
import type { PickupPoint } from './pickup-point';

/**
 * The chosen pickup point travels with the consignment as a part of its own, role `accessPoint` (beside the
 * spec's receivingAgent and pickupAddress): address.id is the carrier's id of the point, name and address
 * are the point's, so waybills and booked lists print it like any other party.
 */
export const ACCESS_POINT_ROLE = 'accessPoint' as const;

/** A `locationFinder` product (PostNord's service points, UPS Access Points) delivers to a point the sender chooses. */
export const offersPickupPoints = (service: Pick<FreightServiceDef, 'locationFinder' | 'locationFinderUPS'>): boolean =>
  service.locationFinder || service.locationFinderUPS;

export const accessPointPartOf = (document: Pick<ConsignmentDocument, 'part'>): ConsignmentPart | undefined =>
  document.part.find((part) => part.role === ACCESS_POINT_ROLE);

/** The id the consignment names its pickup point by ('' when the part has none). */
export function chosenPointId(part: ConsignmentPart): string {
  const id = part.address?.id;
  return typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
}

/**
 * Why a consignment's pickup point cannot be booked: its product delivers to no pickup point (or names no
 * product), or the point is not one the product's carrier knows (`found`: what that carrier answered for the id).
 */
export function checkAccessPoint(service: FreightServiceDef | undefined, found: PickupPoint | undefined): Reason[] {
  if (!service || !offersPickupPoints(service)) return [{ code: 'PICKUP_POINT.PRODUCT_HAS_NONE' }];
  if (!found || found.supplierId !== service.supplierId)
    return [{ code: 'PICKUP_POINT.NOT_OF_CARRIER', params: { carrier: service.supplier } }];
  return [];
}

/** The part as the carrier knows the point: what the client sent besides the id is replaced, never trusted. */
export function accessPointPart(point: PickupPoint, current?: ConsignmentPart): ConsignmentPart {
  return {
    role: ACCESS_POINT_ROLE,
    address: {
      id: point.id,
      name: point.name,
      addressLine: [point.street, ''],
      postcode: point.postcode,
      city: point.city,
      countrycode: point.countrycode,
    },
    reference: current?.reference ?? {},
    communication: current?.communication ?? {},
  };
}

/** The document with its pickup point part replaced by the carrier's own data. */
export function withAccessPoint<T extends Pick<ConsignmentDocument, 'part'>>(document: T, point: PickupPoint): T {
  return {
    ...document,
    part: document.part.map((part) => (part.role === ACCESS_POINT_ROLE ? accessPointPart(point, part) : part)),
  };
}
