import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { ConsignmentRequestDto } from '../../consignments/consignment.request.dto';
import { toConsignmentInput } from './to-consignment-input';

const map = (plain: object, consigneeType?: 'company' | 'private') =>
  toConsignmentInput(plainToInstance(ConsignmentRequestDto, plain), 'consignment', consigneeType);
const address = (postcode: string, countrycode?: string) => ({ address: { postcode, ...(countrycode ? { countrycode } : {}) } });
const goods = [{ weight: 10 }];

describe(toConsignmentInput.name, () => {
  it('finds the parties by role, else by position (consignor first, consignee second)', () => {
    const byRole = map({
      part: [
        { role: 'consignee', ...address('41304') },
        { role: 'consignor', ...address('11157') },
      ],
      goodsItem: goods,
    });
    expect(byRole).toMatchObject({ ok: true, input: { from: { postcode: '11157' }, to: { postcode: '41304' } } });
    const byPosition = map({ part: [address('11157'), address('41304')], goodsItem: goods });
    expect(byPosition).toMatchObject({
      ok: true,
      input: { from: { postcode: '11157', countrycode: 'SE' }, to: { postcode: '41304', countrycode: 'SE' } },
    });
  });

  it('sends from a pickup address abroad instead of the consignor (spec section 4), not from one in Sweden', () => {
    const abroad = map({
      part: [
        { role: 'consignor', ...address('11157') },
        { role: 'consignee', ...address('41304') },
        { role: 'pickupAddress', ...address('2100', 'DK') },
      ],
      goodsItem: goods,
    });
    expect(abroad).toMatchObject({ ok: true, input: { from: { postcode: '2100', countrycode: 'DK' } } });
    const home = map({
      part: [
        { role: 'consignor', ...address('11157') },
        { role: 'consignee', ...address('41304') },
        { role: 'pickupAddress', ...address('75320') },
      ],
      goodsItem: goods,
    });
    expect(home).toMatchObject({ ok: true, input: { from: { postcode: '11157' } } });
  });

  it('applies the goods defaults and rules: one parcel, pallet sizes, no stacking with loading metres', () => {
    const result = map({
      part: [address('11157'), address('41304')],
      goodsItem: [{ weight: 5 }, { weight: 300, packageType: 'pallet', length: 200, width: 200, height: 100 }],
    });
    if (!result.ok) throw new Error('expected a mapping');
    expect(result.input.goodsItems[0]).toMatchObject({ noOfPackages: 1, packageType: 'parcel', isStackable: true });
    expect(result.input.goodsItems[1]).toMatchObject({ length: 120, width: 80, loadingMetres: 0.4, isStackable: false });
  });

  it('insures when asked, or when a goods value is given and insurance is not disabled', () => {
    const base = { part: [address('11157'), address('41304')], goodsItem: goods };
    expect(map({ ...base, insured: true, insuranceGoodsValue: 1234.5 })).toMatchObject({
      ok: true,
      input: { insurance: { goodsValueOre: 123450 } },
    });
    expect(map({ ...base, insuranceGoodsValue: 5000 })).toMatchObject({ ok: true, input: { insurance: { goodsValueOre: 500000 } } });
    const insuranceOf = (plain: object) => {
      const result = map(plain);
      return result.ok ? result.input.insurance : 'refused';
    };
    expect(insuranceOf({ ...base, insuranceGoodsValue: 5000, insuranceDisabled: true })).toBeUndefined();
    expect(insuranceOf({ ...base, insuranceGoodsValue: 5000, insured: false })).toBeUndefined();
    expect(insuranceOf(base)).toBeUndefined();
    expect(map({ ...base, insured: true })).toEqual({
      ok: false,
      errors: [{ field: 'consignment.insuranceGoodsValue', code: 'VALIDATION.REQUIRED' }],
    });
  });

  it("takes the consignee type given to it over the consignment's, company by default", () => {
    const base = { part: [address('11157'), address('41304')], goodsItem: goods };
    expect(map(base)).toMatchObject({ input: { consigneeType: 'company' } });
    expect(map({ ...base, consigneeType: 'private' })).toMatchObject({ input: { consigneeType: 'private' } });
    expect(map({ ...base, consigneeType: 'private' }, 'company')).toMatchObject({ input: { consigneeType: 'company' } });
  });

  it.each<[string, object, { field: string; code: string }[]]>([
    ['no parts', { goodsItem: goods }, [{ field: 'consignment.part', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' }]],
    [
      'a consignor only',
      { part: [{ role: 'consignor', ...address('11157') }], goodsItem: goods },
      [{ field: 'consignment.part', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' }],
    ],
    [
      'a party without an address',
      { part: [address('11157'), {}], goodsItem: goods },
      [{ field: 'consignment.part.1.address', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' }],
    ],
    [
      'a blank postcode',
      { part: [address(' '), address('41304')], goodsItem: goods },
      [{ field: 'consignment.part.0.address.postcode', code: 'VALIDATION.REQUIRED' }],
    ],
    [
      'no goods',
      { part: [address('11157'), address('41304')], goodsItem: [] },
      [{ field: 'consignment.goodsItem', code: 'VALIDATION.REQUIRED' }],
    ],
  ])('refuses %s', (_case, plain, errors) => {
    expect(map(plain)).toEqual({ ok: false, errors });
  });
});
