import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext, translate } from '@freight/kernel';
import { CustomerPricingProfile } from '../../../pricing/application/customer-pricing-profile';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { perSnapshot } from '../../../catalogue/cache/per-snapshot';
import { filterServices } from '../../domain/filter-services';
import { text } from '../../../shared/wire-format';
import { FreightServiceResponse, toFreightServiceResponse } from '../../freight-service.response';
import { FilterFreightServicesQuery } from './filter-freight-services.query';

export interface FilterFreightServicesResponse {
  freightServices: FreightServiceResponse[];
  notOffered: {
    templateName: string;
    templateSubject: string;
    supplierId: number;
    supplier: string;
    reasons: { code: string; message: string }[];
  }[];
  /** "No suitable freight products" when nothing is offered. */
  errors: { code: string; description: string }[];
}

/** The carriers a search may use: the stored choice, narrowed (never widened) by the request's list. */
export function effectiveCarriers(stored: readonly number[] | undefined, asked: readonly number[] | undefined): number[] | undefined {
  if (!asked?.length) return stored ? [...stored] : undefined;
  if (!stored) return [...asked];
  return asked.filter((code) => stored.includes(code));
}

/**
 * The active products that can carry the consignment for this customer, and for every other active
 * product the reasons it cannot, in the caller's language. Products of inactive carriers appear in
 * neither list. One database read (the customer's profile); the catalogue comes from memory.
 */
@QueryHandler(FilterFreightServicesQuery)
export class FilterFreightServicesHandler implements IQueryHandler<FilterFreightServicesQuery, FilterFreightServicesResponse> {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly profiles: CustomerPricingProfile,
  ) {}

  async execute(query: FilterFreightServicesQuery): Promise<FilterFreightServicesResponse> {
    const profile = await this.profiles.of(query.principal, query.customerId);
    const snapshot = this.catalogue.snapshot;
    const language = requestContext.language();
    const result = filterServices(query.consignment, snapshot.activeServices, {
      carriers: effectiveCarriers(profile.carriers, query.carriers),
      guaranteeService: query.guaranteeService,
    });
    const freightServices = result.offered.map((s) =>
      perSnapshot(snapshot, `service:${language}:${s.templateName}`, () => toFreightServiceResponse(s, snapshot.optionsOf(s), language)),
    );
    const notOffered = result.notOffered.flatMap(({ templateName, supplierId, reasons }) => {
      const service = snapshot.service(templateName);
      if (!service?.active) return [];
      return [
        {
          templateName,
          templateSubject: text(service.templateSubject, language),
          supplierId,
          supplier: service.supplier,
          reasons: reasons.map((r) => ({ code: r.code as string, message: translate(r.code, language, r.params) })),
        },
      ];
    });
    const errors = freightServices.length
      ? []
      : [{ code: 'ERROR.NO_SUITABLE_PRODUCTS', description: translate('ERROR.NO_SUITABLE_PRODUCTS', language) }];
    return { freightServices, notOffered, errors };
  }
}
