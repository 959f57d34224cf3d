import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, parseId, requestContext } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { text } from '../../../shared/wire-format';
import { GetTermQuery } from './get-term.query';

export interface TermResponse {
  id: number;
  text: string;
}

/** A product's terms text (FreightService.termsId) in the caller's language. */
@QueryHandler(GetTermQuery)
export class GetTermHandler implements IQueryHandler<GetTermQuery, TermResponse> {
  constructor(private readonly catalogue: CatalogueCache) {}

  async execute({ id }: GetTermQuery): Promise<TermResponse> {
    const numeric = parseId(id);
    const term = numeric === undefined ? undefined : this.catalogue.snapshot.term(numeric);
    if (numeric === undefined || !term) throw DomainError.notFound('TERM.NOT_FOUND');
    return { id: numeric, text: text(term, requestContext.language()) };
  }
}
