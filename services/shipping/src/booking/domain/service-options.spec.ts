import type { ServiceOptionDef } from '../../shared/freight/freight.types';
import { checkServiceOptions } from './service-options';

const name = { sv: 'x', en: 'x' };
const email: ServiceOptionDef = { id: 1, type: 'NOTIFY_EMAIL', name, format: 'email', priceOre: 0 };
const sms: ServiceOptionDef = { id: 2, type: 'NOTIFY_SMS', name, format: 'numeric', priceOre: 300 };
const exclusiveEmail: ServiceOptionDef = { ...email, id: 3, conflictsWith: ['NOTIFY_SMS'] };
const exclusiveSms: ServiceOptionDef = { ...sms, id: 4, conflictsWith: ['NOTIFY_EMAIL'] };
const cod: ServiceOptionDef = {
  id: 5,
  type: 'COD',
  name: { sv: 'Postförskott', en: 'Cash on delivery' },
  format: 'decimal',
  priceOre: 4900,
};
const tailLift: ServiceOptionDef = { id: 6, type: 'TAIL_LIFT', name, format: null, priceOre: 100 };

describe(checkServiceOptions.name, () => {
  it('accepts offered options with values in their format', () => {
    expect(
      checkServiceOptions(
        [{ type: 'COD', value: '1250,50' }, { type: 'TAIL_LIFT' }, { type: 'NOTIFY_EMAIL', value: 'a@b.se' }],
        [cod, tailLift, email],
      ),
    ).toEqual([]);
  });

  it('names an option the product does not offer', () => {
    expect(checkServiceOptions([{ type: 'DOOR_CODE', value: '1234' }], [cod])).toEqual([
      { code: 'PRICE.OPTION_NOT_OFFERED', params: { option: 'DOOR_CODE' } },
    ]);
  });

  it('rejects a value outside the option format, naming the option', () => {
    expect(checkServiceOptions([{ type: 'COD', value: '12 kr' }], [cod])).toEqual([
      { code: 'BOOKING.OPTION_VALUE_INVALID', params: { option: 'COD', optionSv: 'Postförskott', optionEn: 'Cash on delivery' } },
    ]);
    expect(checkServiceOptions([{ type: 'COD' }], [cod])[0].code).toBe('BOOKING.OPTION_VALUE_INVALID');
    expect(checkServiceOptions([{ type: 'NOTIFY_EMAIL', value: 'not-an-address' }], [email])[0].code).toBe('BOOKING.OPTION_VALUE_INVALID');
  });

  it('reports e-mail and SMS notice together as "E-post saknas för mottagare" where the product excludes that', () => {
    const asked = [
      { type: 'NOTIFY_EMAIL', value: 'a@b.se' },
      { type: 'NOTIFY_SMS', value: '0701234567' },
    ];
    expect(checkServiceOptions(asked, [exclusiveEmail, exclusiveSms])).toEqual([{ code: 'ERROR.NOTICE_CONFLICT' }]);
    expect(checkServiceOptions(asked, [email, sms])).toEqual([]);
  });

  it('sees the same conflict in the consignee notify flags', () => {
    const consignee = {
      role: 'consignee' as const,
      address: { addressLine: [], countrycode: 'SE' },
      reference: {},
      communication: { email: { value: 'a@b.se', notify: true }, mobile: { value: '0701234567', notify: true } },
    };
    expect(checkServiceOptions([], [exclusiveEmail, exclusiveSms], consignee)).toEqual([{ code: 'ERROR.NOTICE_CONFLICT' }]);
    expect(checkServiceOptions([], [email, sms], consignee)).toEqual([]);
  });

  it('reports any other pair the product excludes, as pricing does', () => {
    const exclusiveLift: ServiceOptionDef = { ...tailLift, conflictsWith: ['COD'] };
    expect(checkServiceOptions([{ type: 'TAIL_LIFT' }, { type: 'COD', value: '10' }], [exclusiveLift, cod]).map((r) => r.code)).toEqual([
      'PRICE.OPTION_CONFLICT',
    ]);
  });
});
