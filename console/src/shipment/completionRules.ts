/** Step 3's rules (spec 5 validation, 9 limits) and the notices a party's notify flags imply. */
import {
  countryHasStates,
  INSURANCE_MAX_GOODS_VALUE_ORE,
  INSURANCE_MIN_GOODS_VALUE_ORE,
  isValidState,
  OPTION_FORMAT_PATTERNS,
  OPTION_VALUE_MAX_LENGTH,
} from '@freight/reference-data';
import type { PlaceDraft, ShipmentDraft } from './draft';
import { offeredOptions, type FreightServiceDetail, type OptionFormat } from './product';
import { validateExtraParts } from './extraParts';
import { REQUIRED, TOO_LONG, type CompletionError, type CompletionErrors } from './completionError';
import { dropsOff, type CompletionDraft, type PartyDraft, type PartyRole } from './completion';

export type { CompletionError, CompletionErrors };

export { OPTION_FORMAT_PATTERNS, OPTION_VALUE_MAX_LENGTH };

const FORMAT: CompletionError = { key: 'validation.format' };
const EMAIL: CompletionError = { key: 'validation.email' };

/** A required empty value gives the required message, a wrong one the format message (spec 5). */
export const checkOptionValue = (format: OptionFormat | null, value: string): CompletionError | undefined => {
  if (format === null) return undefined;
  const text = value.trim();
  if (!text) return REQUIRED;
  if (text.length > OPTION_VALUE_MAX_LENGTH) return TOO_LONG;
  if (OPTION_FORMAT_PATTERNS[format].test(text)) return undefined;
  return format === 'email' ? EMAIL : FORMAT;
};

export const isEmail = (value: string) => OPTION_FORMAT_PATTERNS.email.test(value.trim());

/** Spec 5 and 9: insured value SEK 1 000 to 1 000 000, the server's bounds (reference data, in öre). */
export const GOODS_VALUE_MIN = INSURANCE_MIN_GOODS_VALUE_ORE / 100;
export const GOODS_VALUE_MAX = INSURANCE_MAX_GOODS_VALUE_ORE / 100;

/** A goods value as typed: digits with at most two decimals, dot or comma; NaN otherwise. */
export const parseGoodsValue = (value: string) => {
  const text = value.trim().replace(/\s/g, '');
  return /^\d+(?:[.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
};

export const checkGoodsValue = (insured: boolean, value: string): CompletionError | undefined => {
  if (!insured) return undefined;
  if (!value.trim()) return { key: 'validation.insuranceValueRequired' };
  const amount = parseGoodsValue(value);
  if (Number.isNaN(amount)) return { key: 'validation.number' };
  if (amount < GOODS_VALUE_MIN) return { key: 'shipment.complete.goodsValueMin' };
  if (amount > GOODS_VALUE_MAX) return { key: 'shipment.complete.goodsValueMax' };
  return undefined;
};

const PHONE = /^\+?[0-9 ()-]+$/;
const POSTCODE = /^[A-Za-z0-9 -]*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The server's text limits (consignment.request.dto.ts), so a form that passes here is accepted there. */
const LIMITS = {
  name: 100,
  address: 100,
  city: 100,
  postcode: 12,
  reference: 100,
  contact: 100,
  phone: 40,
  email: 254,
  instruction: 200,
  orderRef: 100,
};

const text = (value: string, max: number, required = false): CompletionError | undefined => {
  if (!value.trim()) return required ? REQUIRED : undefined;
  return value.length > max ? TOO_LONG : undefined;
};

const phone = (value: string, required = false) =>
  text(value, LIMITS.phone, required) ?? (value.trim() && !PHONE.test(value.trim()) ? FORMAT : undefined);

const mandatory = (product: FreightServiceDetail | undefined, what: 'Name' | 'Mobile', role: PartyRole) =>
  !!product?.[`mandatory${what}${role === 'consignor' ? 'Consignor' : 'Consignee'}`];

const validateParty = (
  role: PartyRole,
  party: PartyDraft,
  place: PlaceDraft,
  product: FreightServiceDetail | undefined,
  put: (field: string, error: CompletionError | undefined) => void,
) => {
  const at = (field: string) => `${role}.${field}`;
  put(at('name'), text(party.name, LIMITS.name, mandatory(product, 'Name', role)));
  put(at('address1'), text(party.address1, LIMITS.address, true));
  put(at('address2'), text(party.address2, LIMITS.address));
  put(at('postcode'), text(place.postcode, LIMITS.postcode, true) ?? (POSTCODE.test(place.postcode) ? undefined : FORMAT));
  put(at('city'), text(place.city, LIMITS.city, true));
  put(at('countrycode'), place.countrycode ? undefined : REQUIRED);
  if (countryHasStates(place.countrycode)) {
    put(at('state'), !party.state ? REQUIRED : isValidState(place.countrycode, party.state) ? undefined : FORMAT);
  }
  put(at('reference'), text(party.reference, LIMITS.reference));
  put(at('contactPerson'), text(party.contactPerson, LIMITS.contact));
  put(at('phone'), phone(party.phone));
  put(at('mobile'), phone(party.mobile, mandatory(product, 'Mobile', role) || party.mobileNotify));
  put(at('email'), text(party.email, LIMITS.email, party.emailNotify) ?? (party.email.trim() && !isEmail(party.email) ? EMAIL : undefined));
};

/**
 * The errors of step 3 keyed by field path ("consignor.name", "options.COD", "goodsValue"): the
 * parties (name and mobile mandatory per the product's flags, a state for US, CA and IE, a valid
 * e-mail), pickup date and times, each chosen option's value in its format, the goods value when
 * insured.
 */
export const validateCompletion = (
  draft: Pick<ShipmentDraft, 'from' | 'to'>,
  completion: CompletionDraft,
  product: FreightServiceDetail | undefined,
): CompletionErrors => {
  const errors: CompletionErrors = {};
  const put = (field: string, error: CompletionError | undefined) => {
    if (error) errors[field] = error;
  };
  validateParty('consignor', completion.consignor, draft.from, product, put);
  validateParty('consignee', completion.consignee, draft.to, product, put);

  const { pickup } = completion;
  // A drop-off asks for no pickup time: nothing is collected.
  if (!dropsOff(completion, product)) {
    put('pickup.date', !pickup.date ? REQUIRED : DATE.test(pickup.date) ? undefined : FORMAT);
    put('pickup.earliest', pickup.earliest && !TIME.test(pickup.earliest) ? FORMAT : undefined);
    put('pickup.latest', pickup.latest && !TIME.test(pickup.latest) ? FORMAT : undefined);
    put('pickup.instruction', text(pickup.instruction, LIMITS.instruction));
  }
  put('deliveryInstruction', text(completion.deliveryInstruction, LIMITS.instruction));
  put('senderOrderRef', text(completion.senderOrderRef, LIMITS.orderRef));

  for (const option of offeredOptions(product)) {
    const choice = completion.options[option.type];
    if (choice?.chosen) put(`options.${option.type}`, checkOptionValue(option.format, choice.value));
  }
  put('goodsValue', checkGoodsValue(completion.insured, completion.goodsValue));
  validateExtraParts(completion.extraParts, errors);
  return errors;
};

/**
 * The errors with each field whose typed text is not yet a value (a date typed halfway, 2026-02-30): the
 * form is not saved with the value the field held before.
 */
export const withUnreadableFields = (errors: CompletionErrors, fields: readonly string[]): CompletionErrors => ({
  ...errors,
  ...Object.fromEntries(fields.map((field) => [field, errors[field] ?? FORMAT])),
});

/** The notice options the receiver's notify boxes choose (e-mail and SMS notice are asked once, on the party). */
export const NOTICE_OPTION_TYPES: readonly string[] = ['NOTIFY_EMAIL', 'NOTIFY_SMS'];

/**
 * The completion with the product's notice options set from the receiver: "Avisera via e-post" chooses
 * NOTIFY_EMAIL with the receiver's e-mail, "Avisera via SMS" NOTIFY_SMS with the mobile's digits
 * (the option's numeric format). Options the product lacks stay as they are.
 */
export const withPartyNotices = (completion: CompletionDraft, product: FreightServiceDetail | undefined): CompletionDraft => {
  const offered = new Set(offeredOptions(product).map((option) => option.type));
  const { consignee } = completion;
  const options = { ...completion.options };
  if (offered.has('NOTIFY_EMAIL')) options.NOTIFY_EMAIL = { chosen: consignee.emailNotify, value: consignee.email.trim() };
  if (offered.has('NOTIFY_SMS')) options.NOTIFY_SMS = { chosen: consignee.mobileNotify, value: consignee.mobile.replace(/\D/g, '') };
  return { ...completion, options };
};

/** Options the member chose that conflict with each other (e.g. e-mail and SMS notice on some products). */
export const conflictingOptions = (completion: CompletionDraft, product: FreightServiceDetail | undefined) => {
  const chosen = offeredOptions(product).filter((option) => completion.options[option.type]?.chosen);
  return chosen.filter((option) =>
    chosen.some((other) => other !== option && (option.conflictsWith.includes(other.type) || other.conflictsWith.includes(option.type))),
  );
};
