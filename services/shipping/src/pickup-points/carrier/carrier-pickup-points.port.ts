import type { NearPickupPoint, PickupPoint } from '../domain/pickup-point';

export interface PickupPointSearch {
  /** The consignee's postcode as typed (the adapter normalizes it as its carrier does). */
  postcode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
}

/**
 * The carriers' service-point finders (PostNord's "servicepoints/findNearestByAddress", UPS's Locator): the
 * outer edge of the pickup-point finder. Answers as those APIs do: the carrier's points near a postcode,
 * nearest first, with their distance; and one point by the carrier's id, to check a booking's choice.
 * An implementation calling a carrier over the network caches what it can: a search repeats for every
 * consignee in one street.
 */
export abstract class CarrierPickupPoints {
  /** The carrier's points near the postcode, nearest first, at most `limit`; [] when it knows none near. */
  abstract nearest(supplierId: number, search: PickupPointSearch, limit: number): Promise<NearPickupPoint[]>;

  /** The carrier's point of that id, or undefined when the carrier has no such point. */
  abstract find(supplierId: number, pointId: string): Promise<PickupPoint | undefined>;
}
