import 'reflect-metadata';
import { DomainError, FieldError } from '@freight/kernel';
import { PriceConsignmentsRequestPipe } from './price-consignments.request.pipe';

const pipe = new PriceConsignmentsRequestPipe();

const consignment = {
  part: [
    { role: 'consignor', address: { postcode: '111 57', city: 'Stockholm', countrycode: 'SE' } },
    { role: 'consignee', address: { postcode: '0150', city: 'Oslo', countrycode: 'no' } },
  ],
  goodsItem: [{ weight: '4,5', length: 40, width: 30, height: 25 }],
};

function refusal(body: unknown): DomainError {
  try {
    pipe.transform(body);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the body to be refused');
}

describe(PriceConsignmentsRequestPipe.name, () => {
  it('maps each consignment to the domain input, naming its product by template name or by code', () => {
    const [byName, byCode] = pipe.transform([
      { ...consignment, templateName: ' PN_PARCEL ' },
      { ...consignment, transportProduct: { code: 'PN-18' } },
    ]);
    expect(byName.product).toEqual({ templateName: 'PN_PARCEL' });
    expect(byCode.product).toEqual({ code: 'PN-18' });
    expect(byName.consignment).toEqual({
      from: { countrycode: 'SE', postcode: '11157', city: 'Stockholm' },
      to: { countrycode: 'NO', postcode: '0150', city: 'Oslo' },
      goodsItems: [expect.objectContaining({ noOfPackages: 1, weight: 4.5, packageType: 'parcel', volume: 0.03 })],
      serviceOptions: [],
      consigneeType: 'company',
    });
  });

  it('checks a consignment repeated for several products once, and reports its problems at every position', () => {
    const bad = { ...consignment, goodsItem: [{ weight: -1 }] };
    expect(
      refusal([
        { ...bad, templateName: 'A' },
        { ...consignment, templateName: 'B' },
        { ...bad, templateName: 'C' },
      ]).fieldErrors,
    ).toEqual([
      { field: 'consignments.0.goodsItem.0.weight', code: 'VALIDATION.MIN', params: { limit: '0.01' } },
      { field: 'consignments.2.goodsItem.0.weight', code: 'VALIDATION.MIN', params: { limit: '0.01' } },
    ]);
    const same = pipe.transform([
      { ...consignment, templateName: 'A' },
      { ...consignment, templateName: 'B' },
    ]);
    expect(same[0].consignment).toBe(same[1].consignment);
  });

  it.each<[string, unknown, FieldError[]]>([
    ['no body', undefined, [{ field: 'consignments', code: 'VALIDATION.REQUIRED' }]],
    ['an object', { consignments: [] }, [{ field: 'consignments', code: 'VALIDATION.INVALID_FORMAT' }]],
    ['an entry that is not an object', [1], [{ field: 'consignments.0', code: 'VALIDATION.INVALID_FORMAT' }]],
    ['no product', [consignment], [{ field: 'consignments.0.transportProduct.code', code: 'VALIDATION.REQUIRED' }]],
    [
      'a template name as a number',
      [{ ...consignment, templateName: 7 }],
      [{ field: 'consignments.0.templateName', code: 'VALIDATION.INVALID_FORMAT' }],
    ],
    [
      'a code that is too long',
      [{ ...consignment, transportProduct: { code: 'x'.repeat(41) } }],
      [{ field: 'consignments.0.transportProduct.code', code: 'VALIDATION.TOO_LONG' }],
    ],
    [
      'no parts and no goods',
      [{ templateName: 'A' }],
      [
        { field: 'consignments.0.part', code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' },
        { field: 'consignments.0.goodsItem', code: 'VALIDATION.REQUIRED' },
      ],
    ],
    [
      'an unknown field',
      [{ ...consignment, templateName: 'A', price: 1 }],
      [{ field: 'consignments.0.price', code: 'VALIDATION.UNKNOWN_FIELD' }],
    ],
  ])('refuses %s', (_case, body, errors) => {
    expect(refusal(body).fieldErrors).toEqual(errors);
  });

  it('refuses more than 50 consignments as too large', () => {
    expect(refusal(Array.from({ length: 51 }, () => ({ ...consignment, templateName: 'A' })))).toMatchObject({
      kind: 'too_large',
      reason: 'PRICE.TOO_MANY_CONSIGNMENTS',
    });
    expect(pipe.transform(Array.from({ length: 50 }, () => ({ ...consignment, templateName: 'A' })))).toHaveLength(50);
  });
});
