import type { Loose, Schema } from '../api/types';
import { newCompletion, newParty, type CompletionDraft, type PartyDraft } from './completion';
import { pickupTimeFromServer, correctPickup } from './pickupTime';
import { DEFAULT_COUNTRY } from './countries';
import { newDraft, type PlaceDraft, type ShipmentDraft } from './draft';
import { isPackageType, newGoodsItem, weightPerPackage, withPackageType, type GoodsItemDraft } from './goods';
import { extraPartsOf } from './extraParts';
import { accessPointOf } from './pickupPoints';

/** The consignment document inside an order (GET /api/order/{orderNo}), read as far as it is there. */
export type OrderConsignment = Loose<Schema<'Consignment'>>;

/** An order as GET /api/order/{orderNo} and the send list answer it (spec 3, Order; amounts as decimal strings). */
export type OrderDetail = Loose<Schema<'Order'>> & { orderNo: string };

type Part = NonNullable<OrderConsignment['part']>[number];

export const partOf = (consignment: OrderConsignment | null | undefined, role: 'consignor' | 'consignee'): Part | undefined => {
  const parts = consignment?.part ?? [];
  return parts.find((part) => part.role === role) ?? parts[role === 'consignor' ? 0 : 1];
};

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const placeOf = (part: Part | undefined): PlaceDraft => ({
  countrycode: part?.address?.countrycode || DEFAULT_COUNTRY,
  postcode: str(part?.address?.postcode),
  city: str(part?.address?.city),
});

const partyOf = (part: Part | undefined): PartyDraft => ({
  ...newParty(),
  name: str(part?.address?.name),
  address1: str(part?.address?.addressLine?.[0]),
  address2: str(part?.address?.addressLine?.[1]),
  state: str(part?.address?.state),
  reference: str(part?.reference?.reference),
  contactPerson: str(part?.communication?.contactPerson),
  phone: str(part?.communication?.phone),
  mobile: str(part?.communication?.mobile?.value),
  mobileNotify: part?.communication?.mobile?.notify === true,
  email: str(part?.communication?.email?.value),
  emailNotify: part?.communication?.email?.notify === true,
});

const goodsOf = (consignment: OrderConsignment): GoodsItemDraft[] => {
  const items = (consignment.goodsItem ?? []).map((item) => {
    const packageType = isPackageType(item.packageType) ? item.packageType : 'parcel';
    const row = newGoodsItem({
      noOfPackages: str(item.noOfPackages ?? 1),
      // The API's weight is the row's total; step 1 asks for the weight per package.
      weight: typeof item.weight === 'number' ? str(weightPerPackage(item.weight, Number(item.noOfPackages ?? 1))) : str(item.weight),
      length: str(item.length),
      width: str(item.width),
      height: str(item.height),
      isStackable: item.isStackable !== false,
      goodsType: str(item.goodsType),
    });
    return packageType === 'parcel' ? row : withPackageType(row, packageType);
  });
  return items.length ? items : [newGoodsItem()];
};

const completionOf = (order: OrderDetail, consignment: OrderConsignment, now: Date): CompletionDraft => {
  const pickup = consignment.transportProduct?.pickup;
  const defaults = newCompletion(now);
  const goodsValue = order.goodsValue ?? consignment.insuranceGoodsValue;
  return {
    ...defaults,
    consignor: partyOf(partOf(consignment, 'consignor')),
    consignee: partyOf(partOf(consignment, 'consignee')),
    pickup: correctPickup(
      {
        date: str(pickup?.date).slice(0, 10) || defaults.pickup.date,
        earliest: pickupTimeFromServer(pickup?.earliest) || defaults.pickup.earliest,
        latest: pickupTimeFromServer(pickup?.latest) || defaults.pickup.latest,
        instruction: (pickup?.instruction ?? []).join('\n'),
      },
      now,
    ),
    deliveryInstruction: (consignment.transportProduct?.delivery?.instruction ?? []).join('\n'),
    options: Object.fromEntries(
      (consignment.transportProduct?.serviceOption ?? []).map((option) => [option.type, { chosen: true, value: str(option.value) }]),
    ),
    insured: order.insured ?? consignment.insured === true,
    goodsValue: goodsValue === null || goodsValue === undefined ? '' : str(goodsValue).replace(/\.00$/, ''),
    senderOrderRef: str(order.senderOrderRef ?? consignment.senderOrderRef),
    extraParts: extraPartsOf(consignment.part),
    accessPoint: accessPointOf(consignment.part),
    noPickup: order.noPickup === true,
  };
};

/**
 * The draft of an unbooked order (the send list's "Visa"): places and goods for step 1, the
 * product for step 2, everything else for step 3, and the ids so saving updates instead of creating.
 */
export const draftFromOrder = (order: OrderDetail, now = new Date()): ShipmentDraft => {
  const consignment = order.consignment ?? {};
  const templateName = order.templateName ?? consignment.templateName ?? undefined;
  const price = Number(order.calculatedPrice);
  return {
    ...newDraft(),
    from: placeOf(partOf(consignment, 'consignor')),
    to: placeOf(partOf(consignment, 'consignee')),
    goods: goodsOf(consignment),
    consigneeType: (order.consigneeType ?? consignment.consigneeType) === 'private' ? 'private' : 'company',
    chosen: templateName
      ? {
          templateName,
          priceExclVat: Number.isFinite(price) && order.calculatedPrice !== null ? price : undefined,
          currency: order.calculatedCurrency ?? undefined,
        }
      : undefined,
    completion: completionOf(order, consignment, now),
    consignmentId: order.consignmentId ?? consignment.consignmentId ?? undefined,
    orderNo: order.orderNo,
  };
};
