import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, parseId, requestContext } from '@freight/kernel';
import { CatalogueCache } from '../../catalogue-cache/catalogue.cache';
import { ServiceOptionResponse, toServiceOptionResponse } from '../../freight-service.response';

export class GetServiceOptionQuery {
  /** The id as the path gave it: a malformed id is as unknown as a missing one. */
  constructor(readonly id: string) {}
}

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
