import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, requestContext } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { perSnapshot } from '../../../catalogue/cache/per-snapshot';
import { FreightServiceResponse, toFreightServiceResponse } from '../../freight-service.response';
import { GetFreightServiceQuery } from './get-freight-service.query';

/** One product by template name, retired ones included (old orders name them); from memory only. */
@QueryHandler(GetFreightServiceQuery)
export class GetFreightServiceHandler implements IQueryHandler<GetFreightServiceQuery, FreightServiceResponse> {
  constructor(private readonly catalogue: CatalogueCache) {}

  async execute({ templateName }: GetFreightServiceQuery): Promise<FreightServiceResponse> {
    const snapshot = this.catalogue.snapshot;
    const service = snapshot.service(templateName);
    if (!service) throw DomainError.notFound('FREIGHT_SERVICE.NOT_FOUND');
    const language = requestContext.language();
    return perSnapshot(snapshot, `service:${language}:${templateName}`, () =>
      toFreightServiceResponse(service, snapshot.optionsOf(service), language),
    );
  }
}
