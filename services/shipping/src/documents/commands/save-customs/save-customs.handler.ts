import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { carrierOf, ownedConsignment, readCustoms, writeCustoms } from '../../database/customs.repository';
import { CustomsAnswer, customsAnswer, importerIdsRequired } from '../../domain/customs-answer';
import { CustomsDeclaration, needsCustoms, parseAmountOre } from '../../domain/customs-declaration';
import { SaveCustomsCommand } from './save-customs.command';
import { customsNotRequired } from '../../domain/document.errors';
import { consignmentAlreadyBooked } from '../../../consignments/domain/consignment.errors';

/**
 * PUT /consignment/customs/{id}: the customs document of one of the caller's unbooked consignments going
 * outside the EU customs territory. A booked one keeps what it was booked with (its printed invoice must
 * reprint the same); one staying inside the territory needs none.
 */
@CommandHandler(SaveCustomsCommand)
export class SaveCustomsHandler implements ICommandHandler<SaveCustomsCommand, CustomsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly catalogue: CatalogueCache,
  ) {}

  execute({ principal, consignmentId, body }: SaveCustomsCommand): Promise<CustomsAnswer> {
    return this.tx.run(async (manager) => {
      const consignment = await ownedConsignment(manager, principal, consignmentId, true);
      if (consignment.consignmentNo) throw consignmentAlreadyBooked();
      const destination = consignment.document.part.find((p) => p.role === 'consignee')?.address.countrycode;
      if (!needsCustoms(destination)) throw customsNotRequired();
      const importer = { eori: body.importer?.eori?.trim() ?? '', vatNo: body.importer?.vatNo?.trim() ?? '' };
      // A private receiver has neither an EORI nor a VAT number; a company receiver's are on the invoice.
      if (importerIdsRequired(consignment.document)) {
        const missing = (['eori', 'vatNo'] as const).filter((id) => !importer[id]);
        if (missing.length) throw DomainError.invalid(missing.map((id) => ({ field: `importer.${id}`, code: 'VALIDATION.REQUIRED' })));
      }
      const declaration: CustomsDeclaration = {
        reasonForExport: body.reasonForExport,
        incoterms: body.incoterms,
        invoiceNo: body.invoiceNo.trim(),
        invoiceDate: body.invoiceDate,
        currency: body.currency,
        exporter: { eori: body.exporter.eori, vatNo: body.exporter.vatNo },
        importer,
        lines: body.lines.map((l) => ({
          description: l.description.trim(),
          quantity: l.quantity,
          netWeightKg: l.netWeight,
          valueOre: parseAmountOre(l.value)!,
          hsCode: l.hsCode,
          originCountry: l.originCountry.toUpperCase(),
        })),
      };
      await writeCustoms(manager, consignment.id, { declaration }, new Date());
      const { paperless } = await readCustoms(manager, consignment.id);
      return customsAnswer(
        consignment.id,
        consignment.document,
        await carrierOf(manager, this.catalogue, consignment),
        declaration,
        paperless,
        false,
      );
    });
  }
}
