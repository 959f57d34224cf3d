import type { FreightServiceDef, Reason, ServiceOptionDef } from '../../shared/freight/freight.types';
import { checkInsurance } from './insurance-rules';
import { bookableParts, checkMandatoryContacts, checkParties, partOf } from './parties';
import type { ConsignmentDocument, PickupFields } from '../../consignments/domain/consignment-document';
import { checkCustoms } from './customs-rules';
import { correctPickup, parsePickup, storedPickup } from './pickup';
import { checkServiceOptions } from './service-options';

export interface BookingContext {
  now: Date;
  /** The product the consignment names (templateName, else transportProduct.code); undefined when nobody knows it. */
  service: FreightServiceDef | undefined;
  /** The product's service options. */
  options: readonly ServiceOptionDef[];
  insured: boolean;
  goodsValueOre: number | null;
  /** Goods lines of the consignment's saved customs document (0 when it has none): a consignment leaving the EU needs one. */
  customsLines: number;
  /** Drop-off chosen: the product must offer it, and the pickup's date and times are not kept (nothing is collected). */
  noPickup?: boolean;
}

export type BookingRulesOutcome = { ok: true; document: ConsignmentDocument } | { ok: false; reasons: Reason[] };

/** One reason per code, the first one's params kept: the client shows errors de-duplicated by code (spec section 7). */
export function distinctReasons(reasons: readonly Reason[]): Reason[] {
  const seen = new Set<string>();
  return reasons.filter((r) => !seen.has(r.code) && seen.add(r.code));
}

function productReasons(service: FreightServiceDef | undefined): Reason[] {
  if (!service) return [{ code: 'BOOKING.UNKNOWN_PRODUCT' }];
  return service.active ? [] : [{ code: 'BOOKING.PRODUCT_NOT_OFFERED' }];
}

function goodsReasons(document: ConsignmentDocument): Reason[] {
  if (!document.goodsItem.length) return [{ code: 'FILTER.NO_GOODS' }];
  return document.goodsItem.some((g) => typeof g.weight !== 'number' || !(g.weight > 0)) ? [{ code: 'BOOKING.GOODS_WEIGHT_REQUIRED' }] : [];
}

/**
 * Every rule a consignment meets before it is booked, and the document as it is booked. Checks (all of
 * them reported at once): consignor and consignee entered, a known and offered product, the product's
 * mandatory names and mobiles, service options offered and in format, no conflicting notices, goods
 * with weights, a customs document with goods lines when the consignee is outside the EU customs
 * territory, insurance bounds, readable pickup date and times. Corrections (spec section 4): pickup
 * date and times not in the past, a pickup address abroad as the consignor's address, pre-notice
 * e-mail only to a valid address, placeholders for missing contact data, goods tags cleared.
 * Pure: `now` comes in, nothing is read or written.
 */
export function applyBookingRules(document: ConsignmentDocument, context: BookingContext): BookingRulesOutcome {
  const { service } = context;
  const reasons: Reason[] = [...checkParties(document), ...productReasons(service)];
  if (service?.active) {
    reasons.push(...checkMandatoryContacts(document, service));
    reasons.push(...checkServiceOptions(document.transportProduct?.serviceOption ?? [], context.options, partOf(document, 'consignee')));
  }
  reasons.push(...goodsReasons(document));
  reasons.push(...checkCustoms(document, context.customsLines));
  reasons.push(...checkInsurance(context.insured, context.goodsValueOre));
  const pickupFields = document.transportProduct?.pickup as PickupFields | undefined;
  const pickup = parsePickup(pickupFields);
  if (!pickup.ok && !context.noPickup) reasons.push({ code: 'BOOKING.PICKUP_INVALID' });
  if (context.noPickup && service?.active && !service.noPickupTemplateExists) reasons.push({ code: 'BOOKING.DROP_OFF_NOT_OFFERED' });
  if (reasons.length || (!pickup.ok && !context.noPickup) || !service) return { ok: false, reasons: distinctReasons(reasons) };

  const transportProduct = { ...document.transportProduct, code: document.transportProduct?.code || service.code };
  if (context.noPickup) transportProduct.pickup = storedPickup(pickupFields, {});
  else if (pickupFields && pickup.ok)
    transportProduct.pickup = storedPickup(pickupFields, correctPickup(pickup.pickup, context.now, service.pickupTime));
  return {
    ok: true,
    document: {
      ...document,
      templateName: service.templateName,
      transportProduct,
      part: bookableParts(document.part),
      goodsItem: document.goodsItem.map((g) => ({ ...g, tag: '' })),
      insured: context.insured,
    },
  };
}
