import { FieldError } from '@freight/kernel/domain';
import { DEFAULT_COUNTRY_CODE, isKnownCountry, isValidState, statesFor } from '@freight/reference-data';

/** The contact's text fields, in the order the form and the import template show them. */
export const TEXT_FIELDS = [
  'company',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'postcode',
  'city',
  'state',
  'country',
  'phone',
  'mobile',
  'email',
  'reference',
  'comments',
  'notes',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const FLAG_FIELDS = ['consignor', 'consignee', 'consumer', 'locked', 'primary'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** The flags the bulk calls set, by the spec's path word. */
export const BULK_FLAGS = { sender: 'consignor', receiver: 'consignee', consumer: 'consumer', locked: 'locked' } as const satisfies Record<
  string,
  FlagField
>;

export interface FieldRule {
  maxLength: number;
  mandatory: boolean;
}

/**
 * Length limits and mandatory flags, shared by the form, the API and the import instructions. A contact
 * also needs a name: a company or a last name (checked as "company required" when both are empty).
 */
export const FIELD_RULES: Readonly<Record<TextField, FieldRule>> = Object.freeze({
  company: { maxLength: 60, mandatory: false },
  firstName: { maxLength: 40, mandatory: false },
  lastName: { maxLength: 40, mandatory: false },
  address1: { maxLength: 60, mandatory: true },
  address2: { maxLength: 60, mandatory: false },
  postcode: { maxLength: 10, mandatory: true },
  city: { maxLength: 40, mandatory: true },
  state: { maxLength: 40, mandatory: false },
  country: { maxLength: 2, mandatory: false },
  phone: { maxLength: 20, mandatory: false },
  mobile: { maxLength: 20, mandatory: false },
  email: { maxLength: 100, mandatory: false },
  reference: { maxLength: 40, mandatory: false },
  comments: { maxLength: 200, mandatory: false },
  notes: { maxLength: 1000, mandatory: false },
});

export type ContactFields = Record<TextField, string | null> & Record<FlagField, boolean>;

/** Spec section 9: a contact is a consignee unless told otherwise; the rest start off. */
export const FLAG_DEFAULTS: Readonly<Record<FlagField, boolean>> = Object.freeze({
  consignor: false,
  consignee: true,
  consumer: false,
  locked: false,
  primary: false,
});

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$/;
/** Digits with an optional leading +, and spaces, dashes, dots or brackets between them; at least 5 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const SWEDISH_POSTCODE = /^\d{3} ?\d{2}$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
// Control characters have no place in an address and would break labels and spreadsheets.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type RawContact = Partial<Record<TextField, unknown>> & Partial<Record<FlagField, unknown>>;

function text(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks a contact's fields (a form's JSON or an import row) and answers the stored values with every
 * problem, field by field, one message each. Missing flags take their defaults; `base` is the stored
 * contact an update starts from (an update sends the whole form, but a field it leaves out keeps its value).
 */
export function parseContact(raw: RawContact, base?: ContactFields): { value: ContactFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const value = {} as ContactFields;
  for (const field of TEXT_FIELDS) {
    const given = raw[field];
    if (given === undefined && base) {
      value[field] = base[field];
      continue;
    }
    const parsed = text(given);
    if (parsed === undefined && given !== undefined) {
      errors.push({ field, code: 'VALIDATION.INVALID_FORMAT' });
      value[field] = null;
      continue;
    }
    value[field] = parsed ?? null;
  }
  for (const flag of FLAG_FIELDS) {
    const given = raw[flag];
    if (given === undefined || given === null) value[flag] = base ? base[flag] : FLAG_DEFAULTS[flag];
    else if (given === true || given === false) value[flag] = given;
    else if (given === 1 || given === 0) value[flag] = given === 1;
    else {
      errors.push({ field: flag, code: 'VALIDATION.INVALID_FORMAT' });
      value[flag] = FLAG_DEFAULTS[flag];
    }
  }
  value.country = value.country ? value.country.toUpperCase() : DEFAULT_COUNTRY_CODE;
  if (value.state && statesFor(value.country)) value.state = value.state.toUpperCase();
  if (value.email) value.email = value.email.toLowerCase();

  const failed = new Set(errors.map((e) => e.field));
  const fail = (field: TextField, code: FieldError['code'], params?: FieldError['params']) => {
    if (failed.has(field)) return;
    failed.add(field);
    errors.push(params ? { field, code, params } : { field, code });
  };
  for (const field of TEXT_FIELDS) {
    const v = value[field];
    const rule = FIELD_RULES[field];
    if (v === null) {
      if (rule.mandatory) fail(field, 'VALIDATION.REQUIRED');
      continue;
    }
    if (v.length > rule.maxLength) fail(field, 'VALIDATION.TOO_LONG');
    else if (CONTROL.test(v)) fail(field, 'VALIDATION.INVALID_FORMAT');
  }
  if (!value.company && !value.lastName) fail('company', 'VALIDATION.REQUIRED');
  if (!failed.has('country') && !isKnownCountry(value.country)) fail('country', 'VALIDATION.INVALID_FORMAT');
  if (!failed.has('state') && !failed.has('country') && statesFor(value.country)) {
    if (!value.state) fail('state', 'VALIDATION.REQUIRED');
    else if (!isValidState(value.country, value.state)) fail('state', 'VALIDATION.INVALID_FORMAT');
  }
  if (value.postcode && !failed.has('postcode')) {
    const ok = value.country === 'SE' ? SWEDISH_POSTCODE.test(value.postcode) : POSTCODE.test(value.postcode);
    if (!ok) fail('postcode', 'VALIDATION.INVALID_FORMAT');
    else if (value.country === 'SE') value.postcode = value.postcode.replace(' ', '');
  }
  if (value.email && !failed.has('email') && !EMAIL.test(value.email)) fail('email', 'VALIDATION.INVALID_EMAIL');
  for (const field of ['phone', 'mobile'] as const) {
    const v = value[field];
    if (v && !failed.has(field) && (!PHONE.test(v) || v.replace(/\D/g, '').length < 5)) fail(field, 'VALIDATION.INVALID_FORMAT');
  }
  return { value, errors };
}

/** fullName on read (spec section 3): first and last name, or the company when there is no name. */
export function fullName(contact: Pick<ContactFields, 'firstName' | 'lastName' | 'company'>): string {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return name || contact.company || '';
}
