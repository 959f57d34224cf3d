import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import type { EntityManager } from 'typeorm';
import type { Consignment } from '../../../consignments/domain/consignment';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { orderOfConsignment } from '../../../orders/application/order-store';
import { CarrierDocuments } from '../../carrier/carrier-documents.port';
import {
  carrierOf,
  ownedConsignment,
  readCustoms,
  recordSentDocument,
  SentDocument,
  sentDocumentCount,
  sentDocuments,
} from '../../database/customs.repository';
import { packageSsccs } from '../../database/package-ssccs';
import { assertPaperlessOffered } from '../../domain/paperless-rules';
import { checkedPdf, PAPERLESS_LIMITS } from '../../domain/pdf-upload';
import { packageCount, toPrintable } from '../../domain/printable-consignment';
import { renderCustomsInvoicePdf } from '../../render/pdf-documents';
import { SendCustomsDocumentCommand } from './send-customs-document.command';
import { SHIPPING_CONFIG, ShippingConfig } from '../../../shipping.config';
import { customsRequired, noDocument, paperlessNotChosen, tooManyCustomsDocuments } from '../../domain/document.errors';

/**
 * POST /consignment/upspaperless/{id}/documents (a PDF ≤ 1 MB, checked by its bytes as it streams) and
 * POST /consignment/upspaperless/{id}/invoice (the portal's customs invoice of a booked consignment): each
 * goes to the carrier through the CarrierDocuments port, at most 13 per consignment, once paperless is chosen.
 */
@CommandHandler(SendCustomsDocumentCommand)
export class SendCustomsDocumentHandler implements ICommandHandler<SendCustomsDocumentCommand, SentDocument> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly catalogue: CatalogueCache,
    private readonly carrier: CarrierDocuments,
    @Inject(SHIPPING_CONFIG) private readonly shipping: ShippingConfig,
  ) {}

  execute({ principal, consignmentId, upload }: SendCustomsDocumentCommand): Promise<SentDocument> {
    return this.tx.run(async (manager) => {
      const consignment = await ownedConsignment(manager, principal, consignmentId, true);
      const carrierCode = assertPaperlessOffered(consignment.document, await carrierOf(manager, this.catalogue, consignment));
      const customs = await readCustoms(manager, consignment.id);
      if (!customs.paperless) throw paperlessNotChosen();
      const limit = PAPERLESS_LIMITS.filesPerConsignment;
      if ((await sentDocumentCount(manager, consignment.id)) >= limit) throw tooManyCustomsDocuments(limit);
      const file = upload
        ? { fileName: upload.fileName, content: checkedPdf(upload.content), source: 'uploaded' as const }
        : { ...(await this.invoice(manager, consignment, customs.declaration)), source: 'generated' as const };
      const receipt = await this.carrier.upload(manager, {
        carrierCode,
        shipmentReference: consignment.consignmentNo ?? consignment.id,
        fileName: file.fileName,
        content: file.content,
      });
      const id = randomUUID();
      await recordSentDocument(manager, {
        id,
        consignmentId: consignment.id,
        carrierCode,
        documentId: receipt.documentId,
        fileName: file.fileName,
        size: receipt.size,
        sha256: receipt.sha256,
        source: file.source,
        sentAt: new Date(),
      });
      return (await sentDocuments(manager, consignment.id)).find((d) => d.id === id)!;
    });
  }

  /** The customs invoice as printed, rendered from the booked consignment and its saved customs document. */
  private async invoice(
    manager: EntityManager,
    consignment: Consignment,
    declaration: Awaited<ReturnType<typeof readCustoms>>['declaration'],
  ) {
    const order = await orderOfConsignment(manager, consignment.id);
    if (!order?.dateBooked || !consignment.consignmentNo) throw noDocument();
    if (!declaration) throw customsRequired();
    const ssccs = await packageSsccs(manager, consignment.id, packageCount(consignment.document), this.shipping.gs1CompanyPrefix);
    const service = order.templateName ? this.catalogue.snapshot.service(order.templateName) : undefined;
    const printable = toPrintable(
      { ...order, dateBooked: order.dateBooked },
      consignment.consignmentNo,
      consignment.document,
      ssccs,
      { service, option: () => undefined },
      this.shipping.gs1CompanyPrefix.length,
      {
        declaration,
        paperless: true,
      },
    );
    const pdf = await renderCustomsInvoicePdf(printable, declaration);
    return {
      fileName: `invoice-${consignment.consignmentNo}.pdf`,
      content: (async function* () {
        yield pdf;
      })(),
    };
  }
}
