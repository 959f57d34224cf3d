import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, requestContext } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { CustomerPricingProfile } from '../../application/customer-pricing-profile';
import { priceConsignment } from '../../domain/price-consignment';
import { withTransactionFee } from '../../domain/transaction-fee';
import type { PriceResult } from '../../../shared/freight/freight.types';
import { PriceResultResponse, toPriceResultResponse, unpricedResult } from './price-result.response';
import { PriceConsignmentsQuery } from './price-consignments.query';
import { consignmentEmission } from '../../../emissions/domain/estimate-emission';
import { toEmissionResponse } from '../../../emissions/emission.response';
import { SHIPPING_CONFIG, type ShippingConfig } from '../../../shipping.config';

/**
 * Prices each consignment against the product it names, in the order given, at the caller's price list
 * (from its profile, never from the client): at most one database read (the profile), the catalogue
 * from memory. A product nobody knows: 404. A retired product (or a carrier no longer offered): that item's
 * "Price cannot be found", the others are priced. What only the product can judge (its options, their
 * values' formats, price-less options, insurance) comes back as that item's errors, never as a 4xx. Each answer
 * carries billing's transaction fee as its last line (in the totals) and the consignment's estimated emissions (emissions/), null when they cannot be estimated.
 */
@QueryHandler(PriceConsignmentsQuery)
export class PriceConsignmentsHandler implements IQueryHandler<PriceConsignmentsQuery, PriceResultResponse[]> {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly profiles: CustomerPricingProfile,
    @Inject(SHIPPING_CONFIG) private readonly config: ShippingConfig,
  ) {}

  async execute({ principal, consignments }: PriceConsignmentsQuery): Promise<PriceResultResponse[]> {
    const snapshot = this.catalogue.snapshot;
    const services = consignments.map(({ product }) => {
      const service = 'templateName' in product ? snapshot.service(product.templateName) : snapshot.serviceByCode(product.code);
      if (!service) throw DomainError.notFound('FREIGHT_SERVICE.NOT_FOUND');
      return service;
    });
    if (!consignments.length) return [];
    const { priceList } = await this.profiles.of(principal, principal.customerId);
    const language = requestContext.language();
    return consignments.map(({ consignment }, i) => {
      const service = services[i];
      if (!service.active) return unpricedResult(service, priceList, language);
      const result: PriceResult = priceConsignment(
        consignment,
        service,
        snapshot.tariffFor(service, priceList),
        [...snapshot.optionsOf(service)],
        priceList,
      );
      // Beside the price, what the consignment emits (issue 33): from the same chargeable weight.
      const emission = consignmentEmission(consignment, result.chargeableWeightKg, service, this.config.declaredEmissionFactors);
      // The quote is what the invoice will say: billing's fee included, not first met on the bill (issue 29).
      const quoted = withTransactionFee(result, this.config.transactionFeeOre, consignment.to.countrycode);
      return toPriceResultResponse(quoted, language, toEmissionResponse(emission, language));
    });
  }
}
