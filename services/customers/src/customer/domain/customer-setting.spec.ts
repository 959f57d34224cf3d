import { DomainError, FieldError } from '@freight/kernel';
import { PRINT_FORMATS } from '@freight/reference-data';
import { parseCustomerSetting, SETTING_FIELDS, SettingChange, settingValueJson } from './customer-setting';

function errorsOf(setting: unknown, value: unknown): FieldError[] {
  try {
    parseCustomerSetting(setting, value);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors;
    throw error;
  }
  throw new Error(`expected ${String(setting)}=${JSON.stringify(value)} to be refused`);
}

const BOOLEAN_SETTINGS = [
  ['filterContacts', 'filterContacts'],
  ['archivedComplaints', 'archivedComplaints'],
  ['showAllBooked', 'showAllBooked'],
  ['moduleMessage', 'moduleMessageRead'],
  ['insuranceDisabled', 'insuranceDisabled'],
  ['noPickup', 'noPickup'],
] as const;

describe(parseCustomerSetting.name, () => {
  it('knows exactly the ten setting names of the spec', () => {
    expect(Object.keys(SETTING_FIELDS).sort()).toEqual(
      [
        'archivedComplaints',
        'consigneeType',
        'filterContacts',
        'insuranceDisabled',
        'insuranceGoodsValue',
        'moduleMessage',
        'noPickup',
        'primaryContactId',
        'printFormat',
        'showAllBooked',
      ].sort(),
    );
  });

  describe('the setting name', () => {
    it.each<[string, unknown, FieldError]>([
      ['an unknown name', 'colourScheme', { field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD' }],
      ['the stored field name instead of the setting name', 'moduleMessageRead', { field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD' }],
      ['a different case', 'FilterContacts', { field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD' }],
      ['an inherited property name', 'toString', { field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD' }],
      ['a number', 7, { field: 'setting', code: 'VALIDATION.UNKNOWN_FIELD' }],
      ['nothing', undefined, { field: 'setting', code: 'VALIDATION.REQUIRED' }],
      ['an empty name', '', { field: 'setting', code: 'VALIDATION.REQUIRED' }],
    ])('refuses %s', (_case, setting, expected) => {
      expect(errorsOf(setting, true)).toEqual([expected]);
    });
  });

  describe.each(BOOLEAN_SETTINGS)('%s (a boolean written to %s)', (setting, field) => {
    it.each([true, false])('accepts %p', (value) => {
      expect(parseCustomerSetting(setting, value)).toEqual({ setting, field, value });
    });

    it.each<[unknown, FieldError['code']]>([
      ['true', 'VALIDATION.INVALID_FORMAT'],
      ['false', 'VALIDATION.INVALID_FORMAT'],
      [1, 'VALIDATION.INVALID_FORMAT'],
      [0, 'VALIDATION.INVALID_FORMAT'],
      [{}, 'VALIDATION.INVALID_FORMAT'],
      [null, 'VALIDATION.REQUIRED'],
      [undefined, 'VALIDATION.REQUIRED'],
    ])('refuses %p with %s', (value, code) => {
      expect(errorsOf(setting, value)).toEqual([{ field: 'value', code }]);
    });
  });

  describe('primaryContactId', () => {
    it.each([1, 42, 2_147_483_647])('accepts the contact id %p', (value) => {
      expect(parseCustomerSetting('primaryContactId', value)).toEqual({ setting: 'primaryContactId', field: 'primaryContactId', value });
    });

    it('accepts null, which clears the primary contact', () => {
      expect(parseCustomerSetting('primaryContactId', null).value).toBeNull();
    });

    it.each<[unknown, Omit<FieldError, 'field'>]>([
      [0, { code: 'VALIDATION.MIN', params: { limit: 1 } }],
      [-3, { code: 'VALIDATION.MIN', params: { limit: 1 } }],
      [2_147_483_648, { code: 'VALIDATION.MAX', params: { limit: 2_147_483_647 } }],
      [1.5, { code: 'VALIDATION.INVALID_FORMAT' }],
      ['12', { code: 'VALIDATION.NOT_A_NUMBER' }],
      ['abc', { code: 'VALIDATION.NOT_A_NUMBER' }],
      [true, { code: 'VALIDATION.NOT_A_NUMBER' }],
      [undefined, { code: 'VALIDATION.REQUIRED' }],
    ])('refuses %p', (value, problem) => {
      expect(errorsOf('primaryContactId', value)).toEqual([{ field: 'value', ...problem }]);
    });
  });

  describe('printFormat', () => {
    it.each([...PRINT_FORMATS])('accepts %s', (value) => {
      expect(parseCustomerSetting('printFormat', value)).toEqual({ setting: 'printFormat', field: 'printFormat', value });
    });

    it.each<[unknown, FieldError['code']]>([
      ['pdf', 'VALIDATION.INVALID_FORMAT'],
      ['DOCX', 'VALIDATION.INVALID_FORMAT'],
      [1, 'VALIDATION.INVALID_FORMAT'],
      ['', 'VALIDATION.REQUIRED'],
      [null, 'VALIDATION.REQUIRED'],
    ])('refuses %p with %s', (value, code) => {
      expect(errorsOf('printFormat', value)).toEqual([{ field: 'value', code }]);
    });
  });

  describe('consigneeType', () => {
    it.each(['company', 'private'])('accepts %s', (value) => {
      expect(parseCustomerSetting('consigneeType', value)).toEqual({ setting: 'consigneeType', field: 'consigneeType', value });
    });

    it.each<[unknown, FieldError['code']]>([
      ['Company', 'VALIDATION.INVALID_FORMAT'],
      ['business', 'VALIDATION.INVALID_FORMAT'],
      [true, 'VALIDATION.INVALID_FORMAT'],
      [' ', 'VALIDATION.REQUIRED'],
      [undefined, 'VALIDATION.REQUIRED'],
    ])('refuses %p with %s', (value, code) => {
      expect(errorsOf('consigneeType', value)).toEqual([{ field: 'value', code }]);
    });
  });

  describe('insuranceGoodsValue (kronor in, öre stored)', () => {
    it.each<[unknown, string | null]>([
      [1000, '100000'],
      [1_000_000, '100000000'],
      [1234.5, '123450'],
      [1234.56, '123456'],
      [999_999.99, '99999999'],
      ['1000', '100000'],
      ['1234.50', '123450'],
      ['1234,5', '123450'],
      [' 25000,75 ', '2500075'],
      ['1000000.00', '100000000'],
      [null, null],
      ['', null],
    ])('accepts %p as %p öre', (value, ore) => {
      expect(parseCustomerSetting('insuranceGoodsValue', value)).toEqual({
        setting: 'insuranceGoodsValue',
        field: 'insuranceGoodsValueOre',
        value: ore,
      });
    });

    it.each<[string, unknown, Omit<FieldError, 'field'>]>([
      ['a goods value under 1 000', 999.99, { code: 'VALIDATION.MIN', params: { limit: 1000 } }],
      ['a goods value under 1 000 as text', '999,99', { code: 'VALIDATION.MIN', params: { limit: 1000 } }],
      ['zero', 0, { code: 'VALIDATION.MIN', params: { limit: 1000 } }],
      ['a negative amount', '-5000', { code: 'VALIDATION.MIN', params: { limit: 1000 } }],
      ['a goods value over 1 000 000', 1_000_000.01, { code: 'VALIDATION.MAX', params: { limit: 1_000_000 } }],
      ['a goods value over 1 000 000 as text', '1000001', { code: 'VALIDATION.MAX', params: { limit: 1_000_000 } }],
      ['a huge number', 1e300, { code: 'VALIDATION.MAX', params: { limit: 1_000_000 } }],
      ['three decimals', 1234.567, { code: 'VALIDATION.INVALID_FORMAT' }],
      ['three decimals as text', '1234.567', { code: 'VALIDATION.INVALID_FORMAT' }],
      ['a word', 'lots', { code: 'VALIDATION.NOT_A_NUMBER' }],
      ['thousands separators', '1 000', { code: 'VALIDATION.NOT_A_NUMBER' }],
      ['an exponent', '1e5', { code: 'VALIDATION.NOT_A_NUMBER' }],
      ['a boolean', true, { code: 'VALIDATION.NOT_A_NUMBER' }],
      ['an object', { amount: 1000 }, { code: 'VALIDATION.NOT_A_NUMBER' }],
      ['NaN', Number.NaN, { code: 'VALIDATION.NOT_A_NUMBER' }],
      ['a missing value', undefined, { code: 'VALIDATION.REQUIRED' }],
    ])('refuses %s', (_case, value, problem) => {
      expect(errorsOf('insuranceGoodsValue', value)).toEqual([{ field: 'value', ...problem }]);
    });
  });

  it('raises a 400-kind domain error with the form message', () => {
    expect(() => parseCustomerSetting('noPickup', 'yes')).toThrow(expect.objectContaining({ kind: 'invalid', code: 'VALIDATION.FORM' }));
  });
});

describe(settingValueJson.name, () => {
  it.each<[SettingChange, string]>([
    [{ setting: 'noPickup', field: 'noPickup', value: true }, 'true'],
    [{ setting: 'printFormat', field: 'printFormat', value: 'ZPL' }, '"ZPL"'],
    [{ setting: 'primaryContactId', field: 'primaryContactId', value: null }, 'null'],
    [{ setting: 'primaryContactId', field: 'primaryContactId', value: 17 }, '17'],
    [{ setting: 'insuranceGoodsValue', field: 'insuranceGoodsValueOre', value: '123450' }, '123450'],
    [{ setting: 'insuranceGoodsValue', field: 'insuranceGoodsValueOre', value: null }, 'null'],
  ])('writes %j as %s', (change, json) => {
    expect(settingValueJson(change)).toBe(json);
    expect(() => JSON.parse(json)).not.toThrow();
  });
});
