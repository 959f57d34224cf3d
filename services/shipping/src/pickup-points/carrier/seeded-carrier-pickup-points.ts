import { Injectable } from '@nestjs/common';
import { HOME_COUNTRY } from '../../shared/freight/zones';
import { nearestPoints, type NearPickupPoint, type PickupPoint } from '../domain/pickup-point';
import { locateSwedishPostcode } from '../domain/postcode-areas';
import { CarrierPickupPoints, type PickupPointSearch } from './carrier-pickup-points.port';
import { SEEDED_PICKUP_POINTS } from './seeded-pickup-points.data';

/**
 * The default carrier edge of the finder: no carrier is called; each carrier's finder is played from the
 * seeded points (seeded-pickup-points.data.ts), answering as the carrier's API does: Swedish postcodes
 * only, located by their postcode area, the nearest points first with their distance.
 */
@Injectable()
export class SeededCarrierPickupPoints extends CarrierPickupPoints {
  private readonly points: ReadonlyMap<number, readonly PickupPoint[]> = SEEDED_PICKUP_POINTS;

  async nearest(supplierId: number, search: PickupPointSearch, limit: number): Promise<NearPickupPoint[]> {
    const own = this.points.get(supplierId);
    if (!own || search.countryCode !== HOME_COUNTRY) return [];
    const origin = locateSwedishPostcode(search.postcode);
    return origin ? nearestPoints(own, origin, limit) : [];
  }

  async find(supplierId: number, pointId: string): Promise<PickupPoint | undefined> {
    return this.points.get(supplierId)?.find((point) => point.id === pointId);
  }
}
