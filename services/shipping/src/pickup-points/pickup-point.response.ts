import type { NearPickupPoint, OpeningHours, PickupPointType } from './domain/pickup-point';

/** One pickup point as GET /freightservice/pickuppoints/{templateName} answers it. */
export interface PickupPointResponse {
  id: string;
  supplierId: number;
  /** The carrier's name. */
  supplier: string;
  type: PickupPointType;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countrycode: string;
  latitude: number;
  longitude: number;
  distanceMetres: number;
  openingHours: OpeningHours[];
}

export interface PickupPointsAnswer {
  /** The postcode as the carrier searched it. */
  postcode: string;
  countryCode: string;
  points: PickupPointResponse[];
}

export const toPickupPointResponse = (point: NearPickupPoint, supplier: string): PickupPointResponse => ({
  id: point.id,
  supplierId: point.supplierId,
  supplier,
  type: point.type,
  name: point.name,
  street: point.street,
  postcode: point.postcode,
  city: point.city,
  countrycode: point.countrycode,
  latitude: point.latitude,
  longitude: point.longitude,
  distanceMetres: point.distanceMetres,
  openingHours: point.openingHours.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
});
