import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { carrierOf, ownedConsignment, readCustoms } from '../../database/customs.repository';
import { CustomsAnswer, customsAnswer } from '../../domain/customs-answer';
import { GetCustomsQuery } from './get-customs.query';

/** GET /consignment/customs/{id}: what is saved (null before the first save), whether it is needed, the totals. */
@QueryHandler(GetCustomsQuery)
export class GetCustomsHandler implements IQueryHandler<GetCustomsQuery, CustomsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly catalogue: CatalogueCache,
  ) {}

  execute({ principal, consignmentId }: GetCustomsQuery): Promise<CustomsAnswer> {
    return this.tx.run(async (manager) => {
      const consignment = await ownedConsignment(manager, principal, consignmentId);
      const { declaration, paperless } = await readCustoms(manager, consignment.id);
      return customsAnswer(
        consignment.id,
        consignment.document,
        await carrierOf(manager, this.catalogue, consignment),
        declaration,
        paperless,
        !!consignment.consignmentNo,
      );
    });
  }
}
