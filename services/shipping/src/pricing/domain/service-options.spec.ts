import type { Reason, ServiceOptionDef } from '../../shared/freight/freight.types';
import { checkAskedOptions, noticesConflict } from './service-options';

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
const tailLift: ServiceOptionDef = {
  id: 6,
  type: 'TAIL_LIFT',
  name: { sv: 'Bakgavellyft', en: 'Tail lift' },
  format: null,
  priceOre: 100,
  conflictsWith: ['COD'],
};
const pass = () => undefined;

describe(checkAskedOptions.name, () => {
  it('counts each type once, the first asked, against the first offered option of that type', () => {
    const checked: [number, string | undefined][] = [];
    const { chosen, reasons } = checkAskedOptions(
      [
        { type: 'COD', value: '1' },
        { type: 'COD', value: '2' },
        { type: 'NOTIFY_EMAIL', value: 'a@b.se' },
      ],
      [cod, { ...cod, id: 99 }, email],
      (def, value) => {
        checked.push([def.id, value]);
        return undefined;
      },
    );
    expect(checked).toEqual([
      [5, '1'],
      [1, 'a@b.se'],
    ]);
    expect(chosen.map((o) => o.id)).toEqual([5, 1]);
    expect(reasons).toEqual([]);
  });

  it('names options not offered and keeps the value reasons, in the order asked', () => {
    const wrong: Reason = { code: 'VALIDATION.INVALID_FORMAT' };
    const { reasons } = checkAskedOptions([{ type: 'DOOR_CODE' }, { type: 'COD', value: 'x' }], [cod], () => wrong);
    expect(reasons).toEqual([{ code: 'PRICE.OPTION_NOT_OFFERED', params: { option: 'DOOR_CODE' } }, wrong]);
  });

  it('reports e-mail and SMS notice together once as the notice conflict where the product excludes that', () => {
    const asked = [{ type: 'NOTIFY_EMAIL' }, { type: 'NOTIFY_SMS' }];
    expect(checkAskedOptions(asked, [exclusiveEmail, exclusiveSms], pass).reasons).toEqual([{ code: 'ERROR.NOTICE_CONFLICT' }]);
    expect(checkAskedOptions(asked, [email, sms], pass).reasons).toEqual([]);
  });

  it('reports any other excluded pair naming both options, whichever side declares it', () => {
    const expected = [{ code: 'PRICE.OPTION_CONFLICT', params: expect.objectContaining({ option: 'TAIL_LIFT', other: 'COD' }) }];
    expect(checkAskedOptions([{ type: 'TAIL_LIFT' }, { type: 'COD' }], [tailLift, cod], pass).reasons).toEqual(expected);
    expect(
      checkAskedOptions(
        [{ type: 'TAIL_LIFT' }, { type: 'COD' }],
        [
          { ...tailLift, conflictsWith: [] },
          { ...cod, conflictsWith: ['TAIL_LIFT'] },
        ],
        pass,
      ).reasons,
    ).toEqual(expected);
  });
});

describe(noticesConflict.name, () => {
  it('knows which products exclude the pair', () => {
    expect(noticesConflict([exclusiveEmail, exclusiveSms])).toBe(true);
    expect(noticesConflict([email, sms])).toBe(false);
    expect(noticesConflict([email])).toBe(false);
  });
});
