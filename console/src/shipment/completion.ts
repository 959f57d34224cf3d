import { countryHasStates, statesFor, type State } from '@freight/reference-data';
import { type ExtraParts } from './extraParts';
import { type AccessPointChoice } from './pickupPoints';
import { nextPickupWindow } from '@freight/reference-data';

/**
 * Step 3 (customize): what the member adds to the draft before it becomes a real consignment:
 * the two parties' names, addresses and contacts, pickup and delivery, service options and
 * insurance (spec 3 Consignment, 5 validation, 9 limits). Postcode, city and country stay in the
 * draft's from/to, so steps 1 and 3 show the same place.
 */

export type PartyRole = 'consignor' | 'consignee';

export interface PartyDraft {
  name: string;
  address1: string;
  address2: string;
  state: string;
  reference: string;
  contactPerson: string;
  phone: string;
  mobile: string;
  mobileNotify: boolean;
  email: string;
  emailNotify: boolean;
}

export interface PickupDraft {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, Swedish wall-clock time */
  earliest: string;
  latest: string;
  instruction: string;
}

export interface OptionChoice {
  chosen: boolean;
  value: string;
}

export interface CompletionDraft {
  consignor: PartyDraft;
  consignee: PartyDraft;
  pickup: PickupDraft;
  deliveryInstruction: string;
  /** By option type. */
  options: Record<string, OptionChoice>;
  insured: boolean;
  goodsValue: string;
  senderOrderRef: string;
  /** Receiving agent, another pickup address, customs VAT payer: only those the member added. */
  extraParts?: ExtraParts;
  /** The pickup point chosen for a `locationFinder` product (PickupPointCard). */
  accessPoint?: AccessPointChoice;
  /** Drop-off: the member leaves the goods at the carrier, no pickup is booked (a product with noPickupTemplateExists). */
  noPickup?: boolean;
}

export const newParty = (): PartyDraft => ({
  name: '',
  address1: '',
  address2: '',
  state: '',
  reference: '',
  contactPerson: '',
  phone: '',
  mobile: '',
  mobileNotify: false,
  email: '',
  emailNotify: false,
});

/** What step 3's insurance starts from: the customer's settings (insured with its goods value, or not). */
export interface InsuranceDefaults {
  insured: boolean;
  goodsValue: string;
}

/**
 * The customer's insurance settings as step 3's defaults (issue 29): insured with the goods value it set, unless it
 * switched insurance off. `insuranceGoodsValue` is the customer record's decimal kronor ("25000.00").
 */
export const insuranceDefaultsOf = (
  customer: { insuranceDisabled?: boolean | null; insuranceGoodsValue?: string | number | null } | undefined,
): InsuranceDefaults => {
  const value = customer?.insuranceGoodsValue;
  const kronor = value === null || value === undefined || value === '' ? NaN : Number(value);
  if (customer?.insuranceDisabled || !Number.isFinite(kronor) || kronor <= 0) return { insured: false, goodsValue: '' };
  return { insured: true, goodsValue: String(Number.isInteger(kronor) ? kronor : kronor.toFixed(2)).replace('.', ',') };
};

/**
 * A new step 3: the pickup proposed is the next window the product's carrier can serve (`cutoff`: its pickupTime);
 * insurance and drop-off as the customer's settings say (`noPickup`: its "Ingen upphämtning").
 */
export const newCompletion = (now = new Date(), cutoff?: string, insurance?: InsuranceDefaults, noPickup = false): CompletionDraft => ({
  consignor: newParty(),
  consignee: newParty(),
  pickup: { ...nextPickupWindow(now, cutoff), instruction: '' },
  deliveryInstruction: '',
  options: {},
  insured: insurance?.insured ?? false,
  goodsValue: insurance?.goodsValue ?? '',
  senderOrderRef: '',
  noPickup,
});

/** Whether the goods are dropped off: chosen, and offered by the product (a choice made for another product is left behind). */
export const dropsOff = (completion: Pick<CompletionDraft, 'noPickup'>, product: { noPickupTemplateExists?: boolean } | undefined) =>
  completion.noPickup === true && product?.noPickupTemplateExists === true;

export const sideOf = (role: PartyRole): 'from' | 'to' => (role === 'consignor' ? 'from' : 'to');

// ---------------------------------------------------------------- reference lists

/** Spec 3: state lists exist for US, CA and IE; other countries have no state field. */
export const stateOptionsFor = (countrycode: string): readonly State[] | undefined =>
  countryHasStates(countrycode) ? statesFor(countrycode) : undefined;
