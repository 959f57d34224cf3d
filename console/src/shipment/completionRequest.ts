/** Step 3's draft as the server's consignment and order requests (spec 3). */
import { countryHasStates } from '@freight/reference-data';
import { DEFAULT_COUNTRY } from './countries';
import type { ApiBody, Schema, WithRequired } from '../api/types';
import type { PlaceDraft, ServerAddress, ServerGoodsItem, ShipmentDraft } from './draft';
import { offeredOptions, type FreightServiceDetail } from './product';
import { extraServerParts } from './extraParts';
import { accessPointServerPart, offersPickupPoints } from './pickupPoints';
import { dropsOff, type CompletionDraft, type PartyDraft, type PartyRole } from './completion';
import { pickupStamp, correctPickup } from './pickupTime';
import { parseGoodsValue } from './completionRules';

type PartBody = Schema<'PartRequestDto'>;

/** A consignor or consignee part with everything step 3 sends. */
export type ServerPart = WithRequired<PartBody, 'reference'> & {
  role: PartyRole;
  address: ServerAddress & { addressLine: [string, string] };
  communication: WithRequired<NonNullable<PartBody['communication']>, 'contactPerson' | 'phone' | 'mobile' | 'email'>;
};

type ConsignmentBody = ApiBody<'/api/consignment', 'post'>;
type TransportProductBody = NonNullable<ConsignmentBody['transportProduct']>;

/** POST/PUT /api/consignment/ with what step 3 always sends. */
export type SaveConsignmentRequest = WithRequired<ConsignmentBody, 'templateName' | 'insured' | 'consigneeType'> & {
  /** Set once saved: the server's ids, as it gave them. */
  consignmentId?: string;
  orderNo?: string;
  transportProduct: TransportProductBody & {
    pickup: WithRequired<NonNullable<TransportProductBody['pickup']>, 'date' | 'instruction'>;
    delivery: WithRequired<NonNullable<TransportProductBody['delivery']>, 'instruction'>;
    serviceOption: NonNullable<TransportProductBody['serviceOption']>;
  };
  part: (ServerPart | ReturnType<typeof extraServerParts>[number] | ReturnType<typeof accessPointServerPart>)[];
  /** Tags are cleared before booking (spec 4). */
  goodsItem: (ServerGoodsItem & { tag: string })[];
};

/** POST /api/order/ (by consignmentId) or PUT /api/order/ (by orderNo): the fields the two share and the console sets. */
export type OrderRequest = Pick<
  ApiBody<'/api/order', 'post'>,
  'consigneeType' | 'insured' | 'goodsValue' | 'senderOrderRef' | 'noPickup'
> & {
  consignmentId?: string;
  orderNo?: string;
};

const lines = (value: string) => (value.trim() ? [value.trim()] : []);

const toServerPart = (role: PartyRole, party: PartyDraft, place: PlaceDraft): ServerPart => ({
  role,
  address: {
    name: party.name.trim(),
    addressLine: [party.address1.trim(), party.address2.trim()],
    postcode: place.postcode.trim(),
    city: place.city.trim(),
    ...(countryHasStates(place.countrycode) && party.state ? { state: party.state } : {}),
    countrycode: place.countrycode || DEFAULT_COUNTRY,
  },
  reference: { reference: party.reference.trim() },
  communication: {
    contactPerson: party.contactPerson.trim(),
    phone: party.phone.trim(),
    mobile: { value: party.mobile.trim(), notify: party.mobileNotify },
    email: { value: party.email.trim(), notify: party.emailNotify },
  },
});

/**
 * The consignment POST/PUT /api/consignment/ takes: consignor and consignee parts, the goods of
 * step 1, the transport product with pickup, delivery and the chosen options, insurance.
 */
export const toSaveConsignmentRequest = (
  draft: ShipmentDraft,
  completion: CompletionDraft,
  product: FreightServiceDetail | undefined,
  goodsItem: Omit<SaveConsignmentRequest['goodsItem'][number], 'tag'>[],
  now = new Date(),
): SaveConsignmentRequest => {
  const pickup = correctPickup(completion.pickup, now, product?.pickupTime);
  const options = offeredOptions(product).filter((option) => completion.options[option.type]?.chosen);
  const goodsValue = parseGoodsValue(completion.goodsValue);
  return {
    ...(draft.consignmentId ? { consignmentId: draft.consignmentId } : {}),
    ...(draft.orderNo ? { orderNo: draft.orderNo } : {}),
    templateName: draft.chosen?.templateName ?? product?.templateName ?? '',
    transportProduct: {
      ...(product?.code ? { code: product.code } : {}),
      pickup: {
        date: pickup.date,
        ...(pickupStamp(pickup.date, pickup.earliest) ? { earliest: pickupStamp(pickup.date, pickup.earliest) } : {}),
        ...(pickupStamp(pickup.date, pickup.latest) ? { latest: pickupStamp(pickup.date, pickup.latest) } : {}),
        instruction: lines(pickup.instruction),
      },
      delivery: { instruction: lines(completion.deliveryInstruction) },
      serviceOption: options.map((option) => ({
        type: option.type,
        ...(option.id !== undefined ? { id: option.id } : {}),
        ...(option.format !== null ? { value: completion.options[option.type].value.trim() } : {}),
      })),
    },
    part: [
      toServerPart('consignor', completion.consignor, draft.from),
      toServerPart('consignee', completion.consignee, draft.to),
      // Spec 4: consignor, consignee, then receivingAgent, pickupAddress, customsVATPayer.
      ...extraServerParts(completion.extraParts),
      // A point chosen for another product is left behind: only a finder product delivers to one.
      ...(completion.accessPoint && offersPickupPoints(product) ? [accessPointServerPart(completion.accessPoint)] : []),
    ],
    // Spec 4: tags are cleared before booking.
    goodsItem: goodsItem.map((item) => ({ ...item, tag: '' })),
    ...(completion.senderOrderRef.trim() ? { senderOrderRef: completion.senderOrderRef.trim() } : {}),
    insured: completion.insured,
    ...(completion.insured && !Number.isNaN(goodsValue) ? { insuranceGoodsValue: goodsValue } : {}),
    consigneeType: draft.consigneeType,
    // The server books no pickup and keeps no window for a drop-off.
    ...(dropsOff(completion, product) ? { noPickup: true } : {}),
  };
};

export const toOrderRequest = (
  draft: ShipmentDraft,
  completion: CompletionDraft,
  ids: { consignmentId?: string; orderNo?: string },
  product?: FreightServiceDetail,
): OrderRequest => {
  const goodsValue = parseGoodsValue(completion.goodsValue);
  return {
    ...(ids.orderNo ? { orderNo: ids.orderNo } : { consignmentId: ids.consignmentId }),
    consigneeType: draft.consigneeType,
    insured: completion.insured,
    ...(completion.insured && !Number.isNaN(goodsValue) ? { goodsValue } : {}),
    ...(completion.senderOrderRef.trim() ? { senderOrderRef: completion.senderOrderRef.trim() } : {}),
    noPickup: dropsOff(completion, product),
  };
};
