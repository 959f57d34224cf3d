import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, parseId, requestContext } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { ServiceOptionResponse, toServiceOptionResponse } from '../../freight-service.response';
import { GetServiceOptionQuery } from './get-service-option.query';

@QueryHandler(GetServiceOptionQuery)
export class GetServiceOptionHandler implements IQueryHandler<GetServiceOptionQuery, ServiceOptionResponse> {
  constructor(private readonly catalogue: CatalogueCache) {}

  async execute({ id }: GetServiceOptionQuery): Promise<ServiceOptionResponse> {
    const numeric = parseId(id);
    const option = numeric === undefined ? undefined : this.catalogue.snapshot.option(numeric);
    if (!option) throw DomainError.notFound('SERVICE_OPTION.NOT_FOUND');
    return toServiceOptionResponse(option, requestContext.language());
  }
}
