import { Injectable } from '@nestjs/common';
import { CatalogueCache } from '../../catalogue/cache/catalogue.cache';
import { ConsignmentAccessPoints } from '../../consignments/application/consignment-access-points';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import type { FreightServiceDef, Reason } from '../../shared/freight/freight.types';
import { CarrierPickupPoints } from '../carrier/carrier-pickup-points.port';
import { accessPointPartOf, checkAccessPoint, chosenPointId, offersPickupPoints, withAccessPoint } from '../domain/access-point-rules';
import { pickupPointRefused } from '../domain/pickup-point.errors';

export type ResolvedAccessPoint<T> = { ok: true; document: T } | { ok: false; reasons: Reason[] };

/**
 * A consignment's chosen pickup point checked with its carrier: saving (PUT/POST /consignment/) and booking
 * keep it only when the product delivers to pickup points and the product's carrier knows the point, and
 * then store the point as the carrier describes it.
 */
@Injectable()
export class AccessPoints implements ConsignmentAccessPoints {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly carrier: CarrierPickupPoints,
  ) {}

  /** `service`: the product when the caller has looked it up already, else the one the consignment names. */
  async resolve<T extends Pick<ConsignmentDocument, 'part' | 'templateName' | 'transportProduct'>>(
    document: T,
    service?: FreightServiceDef,
  ): Promise<ResolvedAccessPoint<T>> {
    const part = accessPointPartOf(document);
    if (!part) return { ok: true, document };
    const product = service ?? this.productOf(document);
    const id = chosenPointId(part);
    const found = product && offersPickupPoints(product) && id ? await this.carrier.find(product.supplierId, id) : undefined;
    const reasons = checkAccessPoint(product, found);
    return reasons.length || !found ? { ok: false, reasons } : { ok: true, document: withAccessPoint(document, found) };
  }

  /** For saving: the resolved document, or 400 naming the part. */
  async checked<T extends Pick<ConsignmentDocument, 'part' | 'templateName' | 'transportProduct'>>(document: T): Promise<T> {
    const resolved = await this.resolve(document);
    if (!resolved.ok) throw pickupPointRefused(resolved.reasons);
    return resolved.document;
  }

  private productOf(document: Pick<ConsignmentDocument, 'templateName' | 'transportProduct'>): FreightServiceDef | undefined {
    const snapshot = this.catalogue.snapshot;
    const code = document.transportProduct?.code;
    return document.templateName ? snapshot.service(document.templateName) : code ? snapshot.serviceByCode(code) : undefined;
  }
}
