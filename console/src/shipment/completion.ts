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

/** A new step 3: the pickup proposed is the next window the product's carrier can serve (`cutoff`: its pickupTime). */
export const newCompletion = (now = new Date(), cutoff?: string): CompletionDraft => ({
  consignor: newParty(),
  consignee: newParty(),
  pickup: { ...nextPickupWindow(now, cutoff), instruction: '' },
  deliveryInstruction: '',
  options: {},
  insured: false,
  goodsValue: '',
  senderOrderRef: '',
});

export const sideOf = (role: PartyRole): 'from' | 'to' => (role === 'consignor' ? 'from' : 'to');

// ---------------------------------------------------------------- reference lists

/** Spec 3: state lists exist for US, CA and IE; other countries have no state field. */
export const stateOptionsFor = (countrycode: string): readonly State[] | undefined =>
  countryHasStates(countrycode) ? statesFor(countrycode) : undefined;
