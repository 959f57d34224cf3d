import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ownedOrNotFound, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import type { PrintFormat } from '@freight/reference-data';
import type { EntityManager } from 'typeorm';
import { parseConsignmentId } from '../../../consignments/domain/consignment-id';
import { findConsignment } from '../../../consignments/application/consignment-store';
import type { Consignment } from '../../../consignments/domain/consignment';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { ownedOrder } from '../../../orders/application/owned-order';
import { orderOfConsignment } from '../../../orders/application/order-store';
import type { Order } from '../../../orders/domain/order';
import { packageSsccs } from '../../database/package-ssccs';
import { packageCount, PrintableConsignment, toPrintable } from '../../domain/printable-consignment';
import { assertLabelBound, type RenderedDocument } from '../../domain/print-format';
import { renderPdf } from '../../render/pdf-documents';
import { renderZpl } from '../../render/zpl-labels';
import { CarrierLabelFile, withCarrierLabels } from '../../render/carrier-labels';
import { carrierLabelsOf } from '../../database/carrier-labels.repository';
import { recordOrdersPrinted } from '../../application/record-orders-printed';
import { readCustoms, sentDocumentCount } from '../../database/customs.repository';
import { CustomsDeclaration, needsCustoms } from '../../domain/customs-declaration';
import { PrintConsignmentsCommand } from './print-consignments.command';
import { SHIPPING_CONFIG, ShippingConfig } from '../../../shipping.config';
import {
  archivedConsignment,
  awaitingCarrier,
  carrierLabelNotZpl,
  carrierRefused,
  noDocument,
  orderCancelled,
} from '../../domain/document.errors';

export interface PrintedDocument extends RenderedDocument {
  consignmentNos: string[];
}

/** Booked in the portal, but the carrier has not confirmed it (yet), refused it, or it was cancelled: no waybill to print. */
function assertCarrierConfirmed(order: Order): void {
  if (order.carrierState === 'waiting') throw awaitingCarrier();
  if (order.carrierState === 'refused') throw carrierRefused();
  if (order.carrierState === 'cancelled') throw orderCancelled();
}

/**
 * POST /consignment/print/{id} and its bulk form: all or nothing, like PUT /order/printed/. Each id is a
 * consignment id or an order number of the caller's (another customer's → 404). An unbooked one has no
 * document, nor has one its carrier has not confirmed (waiting, refused, cancelled); a booked one whose stored details (parties, goods) are gone is archived. The SSCCs are numbered on the
 * first print, the orders marked printed with OrderPrinted, and the document rendered, in one transaction:
 * a render that fails leaves nothing marked.
 */
@CommandHandler(PrintConsignmentsCommand)
export class PrintConsignmentsHandler implements ICommandHandler<PrintConsignmentsCommand, PrintedDocument> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly catalogue: CatalogueCache,
    @Inject(SHIPPING_CONFIG) private readonly shipping: ShippingConfig,
  ) {}

  async execute({ principal, ids, format }: PrintConsignmentsCommand): Promise<PrintedDocument> {
    const unique = [...new Set(ids.map((id) => (typeof id === 'string' ? id.trim() : String(id))))];
    return this.tx.run(async (manager) => {
      const booked: { order: Order; consignment: Consignment }[] = [];
      for (const id of unique) booked.push(await this.bookedConsignment(manager, principal, id));
      assertLabelBound(booked.reduce((sum, { consignment }) => sum + packageCount(consignment.document), 0));
      const printables: LabelledConsignment[] = [];
      for (const { order, consignment } of booked) {
        const ssccs = await packageSsccs(manager, consignment.id, packageCount(consignment.document), this.shipping.gs1CompanyPrefix);
        const printable = this.printable(order, consignment, ssccs, await customsToPrint(manager, consignment));
        printables.push({
          ...printable,
          carrierLabels: await carrierLabelsOf(manager, order.orderNo, this.shipping.carriers.carrierLabelCodes),
        });
      }
      await recordOrdersPrinted(
        manager,
        this.outbox,
        principal,
        booked.map(({ order, consignment }) => ({ order, consignmentNo: consignment.consignmentNo ?? '' })),
      );
      return { ...(await render(printables, format)), consignmentNos: printables.map((p) => p.consignmentNo) };
    });
  }

  private async bookedConsignment(
    manager: EntityManager,
    principal: Principal,
    id: string,
  ): Promise<{ order: Order; consignment: Consignment }> {
    const consignmentId = parseConsignmentId(id);
    if (consignmentId) {
      const consignment = ownedOrNotFound(principal, await findConsignment(manager, consignmentId));
      const order = await orderOfConsignment(manager, consignmentId, true);
      if (!order?.dateBooked || !consignment.consignmentNo) throw noDocument();
      assertCarrierConfirmed(order);
      return { order, consignment: withDetails(consignment) };
    }
    const order = await ownedOrder(manager, principal, id, true);
    if (!order.dateBooked) throw noDocument();
    const consignment = await findConsignment(manager, order.consignmentId);
    if (!consignment?.consignmentNo) throw noDocument();
    assertCarrierConfirmed(order);
    return { order, consignment: withDetails(consignment) };
  }

  private printable(
    order: Order,
    consignment: Consignment,
    ssccs: string[],
    customs: { declaration: CustomsDeclaration | null; paperless: boolean },
  ): PrintableConsignment {
    const snapshot = this.catalogue.snapshot;
    const service = order.templateName ? snapshot.service(order.templateName) : undefined;
    const options = service ? snapshot.optionsOf(service) : [];
    return toPrintable(
      { ...order, dateBooked: order.dateBooked! },
      consignment.consignmentNo!,
      consignment.document,
      ssccs,
      { service, option: (type) => options.find((o) => o.type === type) },
      this.shipping.gs1CompanyPrefix.length,
      customs,
    );
  }
}

/** The customs document to print for a consignment leaving the EU; paperless only once something went to the carrier. */
async function customsToPrint(
  manager: EntityManager,
  consignment: Consignment,
): Promise<{ declaration: CustomsDeclaration | null; paperless: boolean }> {
  const destination = consignment.document.part.find((p) => p.role === 'consignee')?.address.countrycode;
  if (!needsCustoms(destination)) return { declaration: null, paperless: false };
  const { declaration, paperless } = await readCustoms(manager, consignment.id);
  return { declaration, paperless: paperless && (await sentDocumentCount(manager, consignment.id)) > 0 };
}

/** A booked consignment whose parties or goods are no longer kept (archived details) cannot make a waybill. */
function withDetails(consignment: Consignment): Consignment {
  const { part, goodsItem } = consignment.document ?? {};
  if (!part?.some((p) => p.role === 'consignee') || !goodsItem?.length) throw archivedConsignment();
  return consignment;
}

/** A consignment to print with the labels its carrier issued (none where the carrier takes our GS1 labels). */
type LabelledConsignment = PrintableConsignment & { carrierLabels: CarrierLabelFile[] };

/** The carrier's labels replace our package labels: the waybill stays ours. */
const withoutOwnLabels = (c: LabelledConsignment): PrintableConsignment => (c.carrierLabels.length ? { ...c, packages: [] } : c);

async function render(printables: LabelledConsignment[], format: PrintFormat): Promise<RenderedDocument> {
  const labelled = printables.some((p) => p.carrierLabels.length);
  switch (format) {
    case 'PDF':
    case 'PDF_A6': {
      const layout = format === 'PDF' ? 'A4' : 'A6';
      if (!labelled) return { body: await renderPdf(printables, layout), contentType: 'application/pdf', extension: 'pdf' };
      // Each consignment's own pages, then its carrier's labels as the carrier issued them.
      const parts = [];
      for (const p of printables) parts.push({ document: await renderPdf([withoutOwnLabels(p)], layout), labels: p.carrierLabels });
      return { body: await withCarrierLabels(parts), contentType: 'application/pdf', extension: 'pdf' };
    }
    case 'ZPL':
    case 'ZPL_300': {
      const density = format === 'ZPL' ? 203 : 300;
      // A carrier's ZPL labels print as they came; labels it issued as images or PDF cannot become ZPL.
      if (printables.some((p) => p.carrierLabels.some((l) => l.format !== 'ZPL'))) throw carrierLabelNotZpl();
      const zpl = printables.map((p) =>
        p.carrierLabels.length ? p.carrierLabels.map((l) => l.bytes.toString('utf8')).join('') : renderZpl([p], density),
      );
      return {
        body: Buffer.from(labelled ? zpl.join('') : renderZpl(printables, density), 'utf8'),
        contentType: 'text/plain; charset=utf-8',
        extension: 'zpl',
      };
    }
  }
}
