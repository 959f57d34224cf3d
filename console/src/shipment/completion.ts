import {
  countryHasStates,
  isValidState,
  OPTION_FORMAT_PATTERNS,
  OPTION_VALUE_MAX_LENGTH,
  statesFor,
  type State,
} from '@freight/reference-data';
import { DEFAULT_COUNTRY } from './countries';
import type { PlaceDraft, ServerGoodsItem, ShipmentDraft } from './draft';
import { offeredOptions, type FreightServiceDetail, type OptionFormat } from './product';
import { extraServerParts, validateExtraParts, type ExtraParts } from './extraParts';
import { accessPointServerPart, offersPickupPoints, type AccessPointChoice } from './pickupPoints';

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

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as YYYY-MM-DD in the browser's own calendar. */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export const newCompletion = (today = todayIso()): CompletionDraft => ({
  consignor: newParty(),
  consignee: newParty(),
  pickup: { date: today, earliest: '09:00', latest: '16:00', instruction: '' },
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

// ---------------------------------------------------------------- pickup (spec 4 and 9)

/** Spec 4: a pickup date before today becomes today (times are kept). */
export const correctPickup = (pickup: PickupDraft, today = todayIso()): PickupDraft =>
  pickup.date && pickup.date < today ? { ...pickup, date: today } : pickup;

const STOCKHOLM = 'Europe/Stockholm';

/** The wall clock of an instant in Stockholm, as epoch milliseconds read as if UTC. */
const stockholmWallClock = (instant: Date): number => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STOCKHOLM,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
};

/** Stockholm's UTC offset ("+01:00" in winter, "+02:00" in summer) on that date at that time. */
export const stockholmOffset = (date: string, time: string): string => {
  const asUtc = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc.getTime())) return '+01:00';
  const minutes = Math.round((stockholmWallClock(asUtc) - asUtc.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
};

/**
 * A pickup time as the server takes it: zero seconds and Stockholm's real offset for that day. The spec's
 * fixed +02:00 was the old client's workaround and put winter pickups an hour off (architecture: accept any
 * offset, answer with the correct Stockholm one).
 */
export const pickupStamp = (date: string, time: string) => (date && time ? `${date}T${time}:00${stockholmOffset(date, time)}` : undefined);

/**
 * The HH:mm of a pickup time from the server, on Stockholm's clock. The server answers with Stockholm's
 * offset, so a full date-time is converted through its instant (right whatever offset it carries); a bare
 * time is read as written.
 */
export const pickupTimeFromServer = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && /(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) {
      const wall = new Date(stockholmWallClock(instant));
      return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
    }
  }
  const match = /T?(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  return match ? `${match[1]}:${match[2]}` : '';
};

// ---------------------------------------------------------------- validation (spec 5)

export interface CompletionError {
  /** A message key (validation.* of the spec, or shipment.complete.* for the goods value bounds). */
  key: string;
  params?: Record<string, string | number>;
}

export type CompletionErrors = Record<string, CompletionError>;

export { OPTION_FORMAT_PATTERNS, OPTION_VALUE_MAX_LENGTH };

const REQUIRED: CompletionError = { key: 'validation.required' };
const TOO_LONG: CompletionError = { key: 'validation.tooLong' };
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

/** Spec 5 and 9: insured value SEK 1 000 to 1 000 000. */
export const GOODS_VALUE_MIN = 1_000;
export const GOODS_VALUE_MAX = 1_000_000;

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
  put('pickup.date', !pickup.date ? REQUIRED : DATE.test(pickup.date) ? undefined : FORMAT);
  put('pickup.earliest', pickup.earliest && !TIME.test(pickup.earliest) ? FORMAT : undefined);
  put('pickup.latest', pickup.latest && !TIME.test(pickup.latest) ? FORMAT : undefined);
  put('pickup.instruction', text(pickup.instruction, LIMITS.instruction));
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

// ---------------------------------------------------------------- to and from the server (spec 3)

export interface ServerPart {
  role: PartyRole;
  address: {
    name: string;
    addressLine: [string, string];
    postcode: string;
    city: string;
    state?: string;
    countrycode: string;
  };
  reference: { reference: string; customerNo?: string };
  communication: {
    contactPerson: string;
    phone: string;
    mobile: { value: string; notify: boolean };
    email: { value: string; notify: boolean };
  };
}

export interface SaveConsignmentRequest {
  consignmentId?: string;
  orderNo?: string;
  templateName: string;
  transportProduct: {
    code?: string;
    pickup: { date: string; earliest?: string; latest?: string; instruction: string[] };
    delivery: { instruction: string[] };
    serviceOption: { type: string; value?: string; id?: number }[];
  };
  part: (ServerPart | ReturnType<typeof extraServerParts>[number] | ReturnType<typeof accessPointServerPart>)[];
  /** Tags are cleared before booking (spec 4). */
  goodsItem: (ServerGoodsItem & { tag: string })[];
  senderOrderRef?: string;
  insured: boolean;
  insuranceGoodsValue?: number;
  consigneeType: 'company' | 'private';
}

export interface OrderRequest {
  consignmentId?: string;
  orderNo?: string;
  consigneeType: 'company' | 'private';
  insured: boolean;
  goodsValue?: number;
  senderOrderRef?: string;
}

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
  today = todayIso(),
): SaveConsignmentRequest => {
  const pickup = correctPickup(completion.pickup, today);
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
  };
};

export const toOrderRequest = (
  draft: ShipmentDraft,
  completion: CompletionDraft,
  ids: { consignmentId?: string; orderNo?: string },
): OrderRequest => {
  const goodsValue = parseGoodsValue(completion.goodsValue);
  return {
    ...(ids.orderNo ? { orderNo: ids.orderNo } : { consignmentId: ids.consignmentId }),
    consigneeType: draft.consigneeType,
    insured: completion.insured,
    ...(completion.insured && !Number.isNaN(goodsValue) ? { goodsValue } : {}),
    ...(completion.senderOrderRef.trim() ? { senderOrderRef: completion.senderOrderRef.trim() } : {}),
  };
};

// ---------------------------------------------------------------- contacts

/** The address-book fields a party can be filled from (a contact, or the member's own customer record). */
export interface PartySource {
  company?: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  address1?: string;
  address2?: string;
  postcode?: string;
  city?: string;
  state?: string;
  country?: string;
  phone?: string;
  mobile?: string;
  email?: string;
  reference?: string;
}

const value = (text: string | undefined) => (typeof text === 'string' ? text : '');

/** A party and its place from a contact: the company (else the person) is the name, the person the contact. */
export const partyFromSource = (source: PartySource, current: PartyDraft): { party: PartyDraft; place: PlaceDraft } => {
  const person = value(source.fullName) || [source.firstName, source.lastName].filter(Boolean).join(' ');
  const countrycode = value(source.country).toUpperCase() || DEFAULT_COUNTRY;
  return {
    party: {
      ...current,
      name: value(source.company) || person,
      address1: value(source.address1),
      address2: value(source.address2),
      state: countryHasStates(countrycode) ? value(source.state) : '',
      reference: value(source.reference),
      contactPerson: person,
      phone: value(source.phone),
      mobile: value(source.mobile),
      email: value(source.email),
    },
    place: { countrycode, postcode: value(source.postcode), city: value(source.city) },
  };
};

const compactPostcode = (postcode: string) => postcode.replace(/[\s-]/g, '').toUpperCase();

/** Whether a source lies at the place step 1 gave (so prefilling the sender from it does not move the shipment). */
export const isAtPlace = (source: PartySource, place: PlaceDraft) =>
  !!source.postcode &&
  compactPostcode(source.postcode) === compactPostcode(place.postcode) &&
  (value(source.country).toUpperCase() || DEFAULT_COUNTRY) === place.countrycode;
