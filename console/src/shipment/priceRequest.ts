import { checkGoodsValue, parseGoodsValue, checkOptionValue } from './completionRules';
import { type CompletionDraft } from './completion';
import { toConsignment, type ServerConsignment, type ShipmentDraft } from './draft';
import type { OrderDetail } from './fromOrder';
import { extraServerParts } from './extraParts';
import { DEFAULT_PACKAGE_TYPE, isPackageType } from './goods';
import { offeredOptions, type FreightServiceDetail } from './product';

/**
 * What POST /api/consignment/price/ takes to price one consignment with its options and insurance
 * (issue 20: the same breakdown in every step comes from the server's pricing, never from sums here).
 */
export interface PriceRequest extends ServerConsignment {
  templateName: string;
  transportProduct?: { serviceOption: { type: string; value?: string }[] };
  insured?: boolean;
  insuranceGoodsValue?: number;
  consigneeType?: 'company' | 'private';
}

/**
 * Step 3's consignment as it stands: the goods and places of step 1, the chosen options whose value
 * is valid (an unfinished value prices nothing yet) and insurance once the goods value is valid.
 */
export const priceRequestOfCompletion = (
  draft: ShipmentDraft,
  completion: CompletionDraft,
  product: FreightServiceDetail | undefined,
): PriceRequest | undefined => {
  const templateName = draft.chosen?.templateName;
  if (!templateName) return undefined;
  const serviceOption = offeredOptions(product)
    .filter((option) => completion.options[option.type]?.chosen && !option.priceless)
    .filter((option) => !checkOptionValue(option.format, completion.options[option.type].value))
    .map((option) => ({
      type: option.type,
      ...(option.format !== null ? { value: completion.options[option.type].value.trim() } : {}),
    }));
  const insured = completion.insured && !checkGoodsValue(true, completion.goodsValue);
  const consignment = toConsignment(draft);
  // A pickup address abroad is where the goods leave from: the price follows it as the saved order's does.
  const pickup = extraServerParts(completion.extraParts).filter((part) => part.role === 'pickupAddress');
  return {
    ...consignment,
    part: [...consignment.part, ...pickup],
    templateName,
    transportProduct: { serviceOption },
    insured,
    ...(insured ? { insuranceGoodsValue: parseGoodsValue(completion.goodsValue) } : {}),
    consigneeType: draft.consigneeType,
  };
};

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A saved order's consignment (step 4, the booked list's detail): its places, goods, options and insurance. */
export const priceRequestOfOrder = (order: OrderDetail): PriceRequest | undefined => {
  const consignment = order.consignment;
  const templateName = order.templateName ?? consignment?.templateName;
  if (!consignment || !templateName) return undefined;
  const part = (consignment.part ?? [])
    .filter(
      (p): p is typeof p & { role: 'consignor' | 'consignee' | 'pickupAddress' } =>
        p.role === 'consignor' || p.role === 'consignee' || p.role === 'pickupAddress',
    )
    .map((p) => ({
      role: p.role,
      address: {
        name: '',
        addressLine: ['', ''],
        postcode: p.address?.postcode ?? '',
        city: p.address?.city ?? '',
        countrycode: p.address?.countrycode ?? 'SE',
      },
    }));
  const goodsItem = (consignment.goodsItem ?? []).map((item, index) => ({
    id: item.id ?? String(index + 1),
    noOfPackages: numberOr(item.noOfPackages, 1),
    weight: numberOr(item.weight, 0),
    length: numberOr(item.length, 0),
    width: numberOr(item.width, 0),
    height: numberOr(item.height, 0),
    packageType: isPackageType(item.packageType) ? item.packageType : DEFAULT_PACKAGE_TYPE,
    isStackable: item.isStackable ?? true,
  }));
  const goodsValue = Number(order.goodsValue);
  const insured = order.insured === true && Number.isFinite(goodsValue) && goodsValue > 0;
  return {
    templateName,
    part,
    goodsItem,
    transportProduct: {
      serviceOption: (consignment.transportProduct?.serviceOption ?? [])
        .filter((option): option is typeof option & { type: string } => typeof option.type === 'string')
        .map((option) => ({
          type: option.type,
          ...(option.value !== undefined && option.value !== null && option.value !== '' ? { value: String(option.value) } : {}),
        })),
    },
    insured,
    ...(insured ? { insuranceGoodsValue: goodsValue } : {}),
    ...(order.consigneeType === 'private' || order.consigneeType === 'company' ? { consigneeType: order.consigneeType } : {}),
  };
};
