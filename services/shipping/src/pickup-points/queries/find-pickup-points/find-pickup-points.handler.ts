import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { CarrierPickupPoints } from '../../carrier/carrier-pickup-points.port';
import { offersPickupPoints } from '../../domain/access-point-rules';
import { MAX_PICKUP_POINTS } from '../../domain/pickup-point';
import { noPickupPoints } from '../../domain/pickup-point.errors';
import { PickupPointsAnswer, toPickupPointResponse } from '../../pickup-point.response';
import { FindPickupPointsQuery } from './find-pickup-points.query';

/**
 * The pickup points of a product's carrier near a consignee's postcode, nearest first (spec 2.8's finder).
 * None (the product delivers to no pickup point, not to that country, or its carrier has none near): the
 * spec's "No pickup points or access points for the postal code", 404.
 */
@QueryHandler(FindPickupPointsQuery)
export class FindPickupPointsHandler implements IQueryHandler<FindPickupPointsQuery, PickupPointsAnswer> {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly carrier: CarrierPickupPoints,
  ) {}

  async execute({ templateName, search }: FindPickupPointsQuery): Promise<PickupPointsAnswer> {
    const service = this.catalogue.snapshot.service(templateName);
    if (!service || !service.active) throw DomainError.notFound('FREIGHT_SERVICE.NOT_FOUND');
    if (!offersPickupPoints(service)) throw noPickupPoints('PICKUP_POINT.PRODUCT_HAS_NONE');
    const points = service.toCountries.includes(search.countryCode)
      ? await this.carrier.nearest(service.supplierId, search, MAX_PICKUP_POINTS)
      : [];
    if (!points.length) throw noPickupPoints('PICKUP_POINT.NONE_NEAR');
    return { ...search, points: points.map((point) => toPickupPointResponse(point, service.supplier)) };
  }
}
