import { DEFAULT_CONSIGNEE_TYPE, INSURANCE_MAX_GOODS_VALUE_ORE, INSURANCE_MIN_GOODS_VALUE_ORE } from '@freight/reference-data';

/** A customer's settings that a new consignment starts from (spec: insuranceDisabled, insuranceGoodsValue, noPickup, consigneeType). */
export interface BookingDefaults {
  consigneeType: 'company' | 'private';
  insuranceDisabled: boolean;
  /** The goods value insured by default, in öre; null when the customer set none (or one outside the insurable range). */
  insuranceGoodsValueOre: number | null;
  noPickup: boolean;
}

/** What shipping's copy of the customer's settings says, as defaults: an unknown consignee type is the spec's default. */
export function bookingDefaults(profile: {
  consigneeType: string;
  insuranceDisabled: boolean;
  insuranceGoodsValueOre: string | null;
  noPickup: boolean;
}): BookingDefaults {
  const value = profile.insuranceGoodsValueOre === null ? NaN : Number(profile.insuranceGoodsValueOre);
  const insurable = Number.isSafeInteger(value) && value >= INSURANCE_MIN_GOODS_VALUE_ORE && value <= INSURANCE_MAX_GOODS_VALUE_ORE;
  return {
    consigneeType:
      profile.consigneeType === 'private' || profile.consigneeType === 'company' ? profile.consigneeType : DEFAULT_CONSIGNEE_TYPE,
    insuranceDisabled: profile.insuranceDisabled,
    insuranceGoodsValueOre: insurable && !profile.insuranceDisabled ? value : null,
    noPickup: profile.noPickup,
  };
}

/**
 * The template's insurance and pickup fields (spec: Shipment template): insurance switched off, or on with the
 * customer's goods value (kronor, as the consignment carries it), and whether no pickup is booked by default.
 */
export function templateDefaults(defaults: BookingDefaults): {
  insured: boolean;
  insuranceDisabled: boolean;
  insuranceGoodsValue?: number;
  noPickup: boolean;
} {
  return {
    insured: defaults.insuranceGoodsValueOre !== null,
    insuranceDisabled: defaults.insuranceDisabled,
    ...(defaults.insuranceGoodsValueOre !== null ? { insuranceGoodsValue: defaults.insuranceGoodsValueOre / 100 } : {}),
    noPickup: defaults.noPickup,
  };
}
