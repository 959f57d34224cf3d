import type { Schema, WithRequired } from '../api/types';
import type { CompletionDraft } from './completion';
import { DEFAULT_COUNTRY } from './countries';
import {
  effectiveStackable,
  MAX_PARCEL_WEIGHT_KG,
  newGoodsItem,
  packageWeight,
  parseNumber,
  rowWeight,
  type GoodsItemDraft,
} from './goods';

/**
 * The draft consignment of the shipment flow: what step 1 entered, what step 2 chose, what step 3
 * completed, and the server's ids once step 3 saved it. Kept in one small store so the steps and
 * back navigation find it again.
 */

export interface PlaceDraft {
  countrycode: string;
  postcode: string;
  city: string;
}

export interface ChosenProduct {
  templateName: string;
  templateSubject?: string;
  supplier?: string;
  priceExclVat?: number;
  total?: number;
  currency?: string;
}

export interface ShipmentDraft {
  from: PlaceDraft;
  to: PlaceDraft;
  goods: GoodsItemDraft[];
  consigneeType: 'company' | 'private';
  /** The member picked the consignee type: the customer's setting no longer decides it (issue 29). */
  consigneeTypeChosen?: boolean;
  chosen?: ChosenProduct;
  /** Step 2: offer guarantee products too (the filter leaves them out unless asked). */
  guaranteeService?: boolean;
  /** Step 3's parties, pickup, options and insurance. */
  completion?: CompletionDraft;
  /** Set once step 3 saved the consignment and its order (the send list's "Visa" sets them too). */
  consignmentId?: string;
  orderNo?: string;
}

export const emptyPlace = (): PlaceDraft => ({ countrycode: DEFAULT_COUNTRY, postcode: '', city: '' });

export const newDraft = (): ShipmentDraft => ({
  from: emptyPlace(),
  to: emptyPlace(),
  goods: [newGoodsItem()],
  consigneeType: 'company',
});

// ---------------------------------------------------------------- validation (spec 5)

/** A field error: a message key and, for bounds, the bound ("Minst 1", "Mer än 0"). */
export interface FieldError {
  key: 'validation.required' | 'validation.number' | 'validation.minimum' | 'validation.moreThan' | 'validation.maxWeightParcel';
  /** The limit shown after the message ("Minst 1", "Max vikt för paket 70 kg"). */
  bound?: number | string;
}

export type DraftErrors = Record<string, FieldError>;

const required = (value: string): FieldError | undefined => (value.trim() === '' ? { key: 'validation.required' } : undefined);

const numberField = (value: string, rule: { min?: number; moreThan?: number }): FieldError | undefined => {
  const empty = required(value);
  if (empty) return empty;
  const number = parseNumber(value);
  if (Number.isNaN(number)) return { key: 'validation.number' };
  if (rule.min !== undefined && number < rule.min) return { key: 'validation.minimum', bound: rule.min };
  if (rule.moreThan !== undefined && number <= rule.moreThan) return { key: 'validation.moreThan', bound: rule.moreThan };
  return undefined;
};

/**
 * The errors of step 1, keyed by field path ("from.postcode", "goods.0.weight"): places need
 * country, postcode and city; each goods row needs a package count of at least 1 and a weight,
 * length, width and height of more than 0.
 */
export const validateDraft = (draft: ShipmentDraft): DraftErrors => {
  const errors: DraftErrors = {};
  const put = (path: string, error: FieldError | undefined) => {
    if (error) errors[path] = error;
  };
  for (const side of ['from', 'to'] as const) {
    put(`${side}.countrycode`, required(draft[side].countrycode));
    put(`${side}.postcode`, required(draft[side].postcode));
    put(`${side}.city`, required(draft[side].city));
  }
  draft.goods.forEach((item, index) => {
    put(`goods.${index}.noOfPackages`, numberField(item.noOfPackages, { min: 1 }));
    put(
      `goods.${index}.weight`,
      numberField(item.weight, { moreThan: 0 }) ??
        (item.packageType === 'parcel' && packageWeight(item) > MAX_PARCEL_WEIGHT_KG
          ? { key: 'validation.maxWeightParcel', bound: `${MAX_PARCEL_WEIGHT_KG} kg` }
          : undefined),
    );
    put(`goods.${index}.length`, numberField(item.length, { moreThan: 0 }));
    put(`goods.${index}.width`, numberField(item.width, { moreThan: 0 }));
    put(`goods.${index}.height`, numberField(item.height, { moreThan: 0 }));
  });
  return errors;
};

export const errorMessage = (error: FieldError, translate: (key: string) => string) =>
  error.bound === undefined ? translate(error.key) : `${translate(error.key)} ${error.bound}`;

// ---------------------------------------------------------------- server object (spec 3)

export type ServerAddress = WithRequired<Schema<'AddressRequestDto'>, 'name' | 'addressLine' | 'postcode' | 'city' | 'countrycode'>;

/** A goods item as the consignment calls take it. */
export type ServerGoodsItem = WithRequired<
  Schema<'GoodsItemRequestDto'>,
  'id' | 'noOfPackages' | 'weight' | 'length' | 'width' | 'height' | 'packageType' | 'isStackable'
>;

/** The consignment body of the filter, price and save calls, with what the console always sends. */
export type ServerConsignment = Omit<Schema<'ConsignmentRequestDto'>, 'part' | 'goodsItem'> & {
  /** Consignor and consignee; a price request may add the pickup address (spec 4). */
  part: (WithRequired<Schema<'PartRequestDto'>, 'role'> & { address: ServerAddress })[];
  goodsItem: ServerGoodsItem[];
};

const address = (place: PlaceDraft): ServerAddress => ({
  name: '',
  addressLine: ['', ''],
  postcode: place.postcode.trim(),
  city: place.city.trim(),
  countrycode: place.countrycode || DEFAULT_COUNTRY,
});

/** The consignment the filter and price calls take: consignor part 0, consignee part 1. */
export const toConsignment = (draft: ShipmentDraft): ServerConsignment => ({
  part: [
    { role: 'consignor', address: address(draft.from) },
    { role: 'consignee', address: address(draft.to) },
  ],
  goodsItem: draft.goods.map((item) => ({
    id: item.id,
    noOfPackages: parseNumber(item.noOfPackages),
    // The row's total: the member typed the weight of each package.
    weight: rowWeight(item),
    length: parseNumber(item.length),
    width: parseNumber(item.width),
    height: parseNumber(item.height),
    packageType: item.packageType,
    isStackable: effectiveStackable(item),
    ...(item.goodsType?.trim() ? { goodsType: item.goodsType.trim() } : {}),
  })),
});

/**
 * Changes a place from step 3 without dropping the chosen product: the member is completing the
 * consignment of that product, and the server prices the order again from what is saved.
 */
export const withPlaceKeepingProduct =
  (side: 'from' | 'to', place: PlaceDraft) =>
  (current: ShipmentDraft): ShipmentDraft => ({
    ...current,
    [side]: place,
    // A new object tells the store the product was kept on purpose (see createDraftStore).
    chosen: current.chosen && { ...current.chosen },
  });

/** The same for the consignee type (a contact's consumer flag sets it, spec 4). */
export const withConsigneeTypeKeepingProduct =
  (consigneeType: ShipmentDraft['consigneeType']) =>
  (current: ShipmentDraft): ShipmentDraft => ({
    ...current,
    consigneeType,
    chosen: current.chosen && { ...current.chosen },
  });

// ---------------------------------------------------------------- store

export interface DraftStore {
  get(): ShipmentDraft;
  set(next: ShipmentDraft | ((current: ShipmentDraft) => ShipmentDraft)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DRAFT_STORAGE_KEY = 'frakt.shipment.draft';

const isDraft = (value: unknown): value is ShipmentDraft => {
  const draft = value as ShipmentDraft | null;
  return (
    !!draft &&
    typeof draft === 'object' &&
    typeof draft.from?.postcode === 'string' &&
    typeof draft.to?.postcode === 'string' &&
    Array.isArray(draft.goods)
  );
};

/**
 * The draft store: in memory, mirrored to the given storage (the tab's sessionStorage in the
 * browser, which logout clears) so a reload keeps the draft. Changing step 1's data drops the
 * product chosen in step 2.
 */
export const createDraftStore = (storage?: DraftStorage): DraftStore => {
  const read = (): ShipmentDraft => {
    try {
      const text = storage?.getItem(DRAFT_STORAGE_KEY);
      const parsed: unknown = text ? JSON.parse(text) : undefined;
      return isDraft(parsed) ? parsed : newDraft();
    } catch {
      return newDraft();
    }
  };
  let current = read();
  const listeners = new Set<() => void>();
  const publish = (next: ShipmentDraft) => {
    current = next;
    try {
      storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Blocked storage: the draft lives in memory only.
    }
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    set: (next) => {
      const value = typeof next === 'function' ? next(current) : next;
      if (value === current) return;
      const shipmentChanged =
        value.from !== current.from ||
        value.to !== current.to ||
        value.goods !== current.goods ||
        value.consigneeType !== current.consigneeType;
      publish(shipmentChanged && value.chosen === current.chosen ? { ...value, chosen: undefined } : value);
    },
    reset: () => {
      try {
        storage?.removeItem(DRAFT_STORAGE_KEY);
      } catch {
        // Nothing stored.
      }
      publish(newDraft());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
