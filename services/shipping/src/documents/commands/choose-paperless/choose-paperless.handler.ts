import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { carrierOf, ownedConsignment, writeCustoms } from '../../database/customs.repository';
import { assertPaperlessOffered } from '../../domain/paperless-rules';
import { PaperlessAnswer, readPaperless } from '../../queries/get-paperless/get-paperless.handler';
import { ChoosePaperlessCommand } from './choose-paperless.command';

/** PUT /consignment/upspaperless/{id} {paperless}: send the customs invoice electronically instead of printing three copies. */
@CommandHandler(ChoosePaperlessCommand)
export class ChoosePaperlessHandler implements ICommandHandler<ChoosePaperlessCommand, PaperlessAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly catalogue: CatalogueCache,
  ) {}

  execute({ principal, consignmentId, paperless }: ChoosePaperlessCommand): Promise<PaperlessAnswer> {
    return this.tx.run(async (manager) => {
      const consignment = await ownedConsignment(manager, principal, consignmentId, true);
      const carrierCode = await carrierOf(manager, this.catalogue, consignment);
      if (paperless) assertPaperlessOffered(consignment.document, carrierCode);
      await writeCustoms(manager, consignment.id, { paperless }, new Date());
      return readPaperless(manager, consignment, carrierCode);
    });
  }
}
