import { DomainError } from '@freight/kernel/domain';
import { CONSIGNEE_TYPES, INSURANCE_MAX_GOODS_VALUE_ORE, INSURANCE_MIN_GOODS_VALUE_ORE, PRINT_FORMATS } from '@freight/reference-data';
import { fail, ok, oreFromKronor, Parsed, sek } from './kronor';

/** The customer fields that a setting change may write, as stored (amounts in öre as bigint text). */
export interface CustomerSettings {
  filterContacts: boolean;
  primaryContactId: number | null;
  archivedComplaints: boolean;
  showAllBooked: boolean;
  printFormat: string;
  moduleMessageRead: boolean;
  insuranceDisabled: boolean;
  insuranceGoodsValueOre: string | null;
  noPickup: boolean;
  consigneeType: string;
}

export type SettingField = keyof CustomerSettings;

/** The spec's setting names (section 7) and the field each one writes; only moduleMessage is named differently. */
export const SETTING_FIELDS = Object.freeze({
  filterContacts: 'filterContacts',
  primaryContactId: 'primaryContactId',
  archivedComplaints: 'archivedComplaints',
  showAllBooked: 'showAllBooked',
  printFormat: 'printFormat',
  moduleMessage: 'moduleMessageRead',
  insuranceDisabled: 'insuranceDisabled',
  insuranceGoodsValue: 'insuranceGoodsValueOre',
  noPickup: 'noPickup',
  consigneeType: 'consigneeType',
} as const satisfies Record<string, SettingField>);

export type SettingName = keyof typeof SETTING_FIELDS;

/** One validated change: which field gets which stored value. */
export type SettingChange = { [F in SettingField]: { setting: SettingName; field: F; value: CustomerSettings[F] } }[SettingField];

/** Largest value of the integer column that holds contact ids. */
const MAX_CONTACT_ID = 2_147_483_647;

/** JSON booleans only: "true", 1 and "1" are refused, so a client bug cannot flip a setting by accident. */
function parseBoolean(value: unknown): Parsed<boolean> {
  if (value === true || value === false) return ok(value);
  if (value === undefined || value === null) return fail('VALIDATION.REQUIRED');
  return fail('VALIDATION.INVALID_FORMAT');
}

function parseOneOf(allowed: readonly string[]) {
  return (value: unknown): Parsed<string> => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return fail('VALIDATION.REQUIRED');
    return typeof value === 'string' && allowed.includes(value) ? ok(value) : fail('VALIDATION.INVALID_FORMAT');
  };
}

/** A contact id as a JSON number, or null to clear. Whether the contact is the customer's own is checked against the database. */
function parseContactId(value: unknown): Parsed<number | null> {
  if (value === null) return ok(null);
  if (value === undefined) return fail('VALIDATION.REQUIRED');
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('VALIDATION.NOT_A_NUMBER');
  if (!Number.isInteger(value)) return fail('VALIDATION.INVALID_FORMAT');
  if (value < 1) return fail('VALIDATION.MIN', { limit: 1 });
  if (value > MAX_CONTACT_ID) return fail('VALIDATION.MAX', { limit: MAX_CONTACT_ID });
  return ok(value);
}

const MIN_ORE = BigInt(INSURANCE_MIN_GOODS_VALUE_ORE);
const MAX_ORE = BigInt(INSURANCE_MAX_GOODS_VALUE_ORE);
/**
 * The default insured goods value: an amount in kronor (a JSON number or a decimal string with dot
 * or comma) within the spec's insurance limits, stored in öre. null, or an emptied text field, clears it.
 */
function parseGoodsValue(value: unknown): Parsed<string | null> {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return ok(null);
  if (value === undefined) return fail('VALIDATION.REQUIRED');
  const parsed = oreFromKronor(value);
  if (!parsed.ok) return parsed;
  if (parsed.value < MIN_ORE) return fail('VALIDATION.MIN', { limit: sek(INSURANCE_MIN_GOODS_VALUE_ORE) });
  if (parsed.value > MAX_ORE) return fail('VALIDATION.MAX', { limit: sek(INSURANCE_MAX_GOODS_VALUE_ORE) });
  return ok(parsed.value.toString());
}

const parsers: { [F in SettingField]: (value: unknown) => Parsed<CustomerSettings[F]> } = {
  filterContacts: parseBoolean,
  primaryContactId: parseContactId,
  archivedComplaints: parseBoolean,
  showAllBooked: parseBoolean,
  printFormat: parseOneOf(PRINT_FORMATS),
  moduleMessageRead: parseBoolean,
  insuranceDisabled: parseBoolean,
  insuranceGoodsValueOre: parseGoodsValue,
  noPickup: parseBoolean,
  consigneeType: parseOneOf(CONSIGNEE_TYPES),
};

export function isSettingName(name: unknown): name is SettingName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(SETTING_FIELDS, name);
}

/**
 * Checks one `{setting, value}` pair against the setting's type and limits. Errors name the request
 * field at fault (`setting` or `value`) with the spec's validation texts.
 */
export function parseCustomerSetting(setting: unknown, value: unknown): SettingChange {
  if (setting === undefined || setting === null || setting === '')
    throw DomainError.invalid([{ field: 'setting', code: 'VALIDATION.REQUIRED' }]);
  if (!isSettingName(setting)) throw DomainError.invalid([{ field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD' }]);
  const field = SETTING_FIELDS[setting];
  const parsed = parsers[field](value) as Parsed<CustomerSettings[SettingField]>;
  if (!parsed.ok) throw DomainError.invalid([{ field: 'value', ...parsed.problem }]);
  return { setting, field, value: parsed.value } as SettingChange;
}

/** The stored value as JSON text for CustomerSettingChanged; öre amounts go out as exact integers. */
export function settingValueJson(change: SettingChange): string {
  if (change.field === 'insuranceGoodsValueOre') return change.value === null ? 'null' : change.value;
  return JSON.stringify(change.value);
}
