/**
 * Pickup points (spec 2.8's pickup-point finder; a carrier's service points, "ombud", parcel lockers and
 * UPS Access Points): where a consignee collects a parcel of a `locationFinder` product. Pure: the carrier
 * edge (carrier/) finds them, these rules measure and order them.
 */

/** ISO weekday, 1 Monday … 7 Sunday; `closes` "24:00" is open round the clock. */
export interface OpeningHours {
  weekday: number;
  opens: string;
  closes: string;
}

export type PickupPointType = 'servicePoint' | 'parcelLocker';

export interface PickupPoint {
  /** The carrier's own id of the point, what a booking names. */
  id: string;
  /** The carrier (FreightService.supplierId) the point hands out for. */
  supplierId: number;
  type: PickupPointType;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countrycode: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours[];
}

export interface NearPickupPoint extends PickupPoint {
  /** Straight-line metres from the postcode's area, rounded to tens. */
  distanceMetres: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** At most this many points answer one search, the nearest first: what a carrier's finder shows. */
export const MAX_PICKUP_POINTS = 10;
/** A point farther than this is no pickup point "near" the postcode (a consignee would not go there). */
export const MAX_PICKUP_DISTANCE_METRES = 30_000;

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The points within `maxDistanceMetres` of `origin`, nearest first (ties by id, so one search always answers
 * in one order), at most `limit`.
 */
export function nearestPoints(
  points: readonly PickupPoint[],
  origin: Coordinates,
  limit = MAX_PICKUP_POINTS,
  maxDistanceMetres = MAX_PICKUP_DISTANCE_METRES,
): NearPickupPoint[] {
  return points
    .map((point) => ({ ...point, distanceMetres: Math.round(distanceMetres(origin, point) / 10) * 10 }))
    .filter((point) => point.distanceMetres <= maxDistanceMetres)
    .sort((a, b) => a.distanceMetres - b.distanceMetres || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, Math.max(0, limit));
}
