import { findPackageType, isActiveCarrier } from '@freight/reference-data';
import { goodsTotals, normalizeGoodsItem, packageWeightKg } from '../../shared/freight/goods-rules';
import type {
  ConsignmentInput,
  FilterContext,
  FilterResult,
  FreightServiceDef,
  GoodsItemInput,
  Reason,
} from '../../shared/freight/freight.types';
import { localizedParams, numberParams, reason } from '../../pricing/domain/reasons';
import { HOME_COUNTRY, isSwedishPostcode, zoneFor } from '../../shared/freight/zones';

/**
 * Which products can carry a consignment (POST /freightservice/filter/), and for each one that cannot,
 * why. A product is offered when
 * - it and its carrier are active (a product of an inactive carrier, or a retired product, is never
 *   offered and never mentioned);
 * - its carrier is among the customer's chosen carriers, when the customer has chosen;
 * - it is not a guarantee product, unless guarantee service is asked for;
 * - both parts have a country and a postcode; it collects in the consignor's country and delivers to
 *   the consignee's; the route has a price zone (a Swedish postcode must be five digits);
 * - it delivers to the consignee type (company or private person);
 * - there are goods, each of a package type it takes, no package heavier, longer, wider or higher than
 *   its limits (length and width may be turned: the longer side is held to the length limit);
 * - the consignment's total weight, loading metres and package count are within its limits.
 * Reasons are catalogue codes with params, in that order, each at most once per product. Products keep
 * the order they were given in, offered or not.
 */

interface ConsignmentFacts {
  from: string;
  to: string;
  partsMissing: boolean;
  zoneFound: boolean;
  invalidPostcodes: string[];
  consigneeType: ConsignmentInput['consigneeType'];
  items: GoodsItemInput[];
  weightKg: number;
  loadingMetres: number;
  packages: number;
}

function country(code: string | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

function blank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}

function factsOf(consignment: ConsignmentInput): ConsignmentFacts {
  const { from, to } = consignment;
  const items = (consignment.goodsItems ?? []).map(normalizeGoodsItem);
  const totals = goodsTotals(items);
  const invalidPostcodes = [from, to]
    .filter((part) => country(part.countrycode) === HOME_COUNTRY && !blank(part.postcode) && !isSwedishPostcode(part.postcode))
    .map((part) => part.postcode.trim());
  return {
    from: country(from.countrycode),
    to: country(to.countrycode),
    partsMissing: blank(from.countrycode) || blank(to.countrycode) || blank(from.postcode) || blank(to.postcode),
    zoneFound: zoneFor(from, to) !== undefined,
    invalidPostcodes,
    consigneeType: consignment.consigneeType,
    items,
    weightKg: totals.weightKg,
    loadingMetres: totals.loadingMetres,
    packages: totals.packages,
  };
}

/** Adds a reason unless the same one (code and params) is already there. */
function add(reasons: Reason[], next: Reason): void {
  if (!reasons.some((r) => r.code === next.code && sameParams(r.params, next.params))) reasons.push(next);
}

function sameParams(a: Reason['params'], b: Reason['params']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function routeReasons(service: FreightServiceDef, facts: ConsignmentFacts, reasons: Reason[]): void {
  if (facts.partsMissing) {
    add(reasons, reason('ERROR.CONSIGNOR_CONSIGNEE_FIRST'));
    return;
  }
  const fromServed = service.fromCountries.includes(facts.from);
  const toServed = service.toCountries.includes(facts.to);
  if (!fromServed) add(reasons, reason('FILTER.ORIGIN_NOT_SERVED', { country: facts.from }));
  if (!toServed) add(reasons, reason('FILTER.COUNTRY_NOT_SERVED', { country: facts.to }));
  if (!fromServed || !toServed || facts.zoneFound) return;
  if (facts.invalidPostcodes.length > 0)
    for (const postcode of facts.invalidPostcodes) add(reasons, reason('FILTER.POSTCODE_INVALID', { postcode }));
  else add(reasons, reason('FILTER.ROUTE_NOT_SERVED', { from: facts.from, to: facts.to }));
}

function goodsReasons(service: FreightServiceDef, facts: ConsignmentFacts, reasons: Reason[]): void {
  if (facts.items.length === 0) {
    add(reasons, reason('FILTER.NO_GOODS'));
    return;
  }
  const { limits } = service;
  for (const item of facts.items) {
    if (!service.packageTypes.includes(item.packageType)) {
      const type = findPackageType(item.packageType);
      add(
        reasons,
        reason(
          'FILTER.PACKAGE_TYPE',
          localizedParams('packageType', item.packageType, { sv: type?.nameSv ?? item.packageType, en: type?.name ?? item.packageType }),
        ),
      );
    }
  }
  for (const item of facts.items) {
    if (packageWeightKg(item) > limits.maxItemWeightKg)
      add(reasons, reason('FILTER.ITEM_WEIGHT_LIMIT', numberParams('limit', limits.maxItemWeightKg)));
    const long = Math.max(item.length ?? 0, item.width ?? 0);
    const short = Math.min(item.length ?? 0, item.width ?? 0);
    if (long > limits.maxLengthCm) add(reasons, reason('FILTER.LENGTH_LIMIT', numberParams('limit', limits.maxLengthCm)));
    if (short > limits.maxWidthCm) add(reasons, reason('FILTER.WIDTH_LIMIT', numberParams('limit', limits.maxWidthCm)));
    if ((item.height ?? 0) > limits.maxHeightCm) add(reasons, reason('FILTER.HEIGHT_LIMIT', numberParams('limit', limits.maxHeightCm)));
  }
  if (facts.weightKg > limits.maxTotalWeightKg)
    add(reasons, reason('FILTER.TOTAL_WEIGHT_LIMIT', numberParams('limit', limits.maxTotalWeightKg)));
  if (facts.loadingMetres > limits.maxLoadingMetres)
    add(reasons, reason('FILTER.LOADING_METRES_LIMIT', numberParams('limit', limits.maxLoadingMetres)));
  if (facts.packages > limits.maxPackages) add(reasons, reason('FILTER.PACKAGE_COUNT_LIMIT', numberParams('limit', limits.maxPackages)));
}

function reasonsAgainst(service: FreightServiceDef, facts: ConsignmentFacts, ctx: FilterContext): Reason[] {
  const reasons: Reason[] = [];
  if (ctx.carriers && !ctx.carriers.includes(service.supplierId))
    add(reasons, reason('FILTER.CARRIER_NOT_CHOSEN', { carrier: service.supplier }));
  if (service.guarantee && !ctx.guaranteeService) add(reasons, reason('FILTER.GUARANTEE_NOT_REQUESTED'));
  routeReasons(service, facts, reasons);
  if (!service.consigneeTypes.includes(facts.consigneeType)) {
    add(reasons, reason(facts.consigneeType === 'private' ? 'FILTER.PRIVATE_CONSIGNEE_NOT_SERVED' : 'FILTER.COMPANY_CONSIGNEE_NOT_SERVED'));
  }
  goodsReasons(service, facts, reasons);
  return reasons;
}

/** Whether a product may be offered at all: it and its carrier are active. Others are never mentioned. */
export function isOfferable(service: FreightServiceDef): boolean {
  return service.active && isActiveCarrier(service.supplierId);
}

/** Why a product cannot carry the consignment (empty: it can). Does not look at whether it is offerable. */
export function reasonsNotOffered(consignment: ConsignmentInput, service: FreightServiceDef, ctx: FilterContext): Reason[] {
  return reasonsAgainst(service, factsOf(consignment), ctx);
}

/** The products that can carry the consignment, and for the others the reasons (see above). */
export function filterServices(consignment: ConsignmentInput, services: readonly FreightServiceDef[], ctx: FilterContext): FilterResult {
  const facts = factsOf(consignment);
  const result: FilterResult = { offered: [], notOffered: [] };
  for (const service of services) {
    if (!isOfferable(service)) continue;
    const reasons = reasonsAgainst(service, facts, ctx);
    if (reasons.length === 0) result.offered.push(service);
    else result.notOffered.push({ templateName: service.templateName, supplierId: service.supplierId, reasons });
  }
  return result;
}
