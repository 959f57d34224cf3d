import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { CATALOGUE } from '../../catalogue/data/catalogue.data';
import type { FreightServiceDef } from '../../shared/freight/freight.types';
import { applyBookingRules, BookingContext, distinctReasons } from './booking-rules';
import { PLACEHOLDER } from './parties';

const service = (templateName: string): FreightServiceDef => CATALOGUE.services.find((s) => s.templateName === templateName)!;
const optionsOf = (s: FreightServiceDef) => CATALOGUE.options.filter((o) => s.optionIds.includes(o.id));

const now = new Date('2025-06-10T12:20:30Z');

function consignment(overrides: Partial<ConsignmentDocument> = {}): ConsignmentDocument {
  return {
    orderNo: null,
    consignmentId: '00000000-0000-4000-8000-000000000001',
    consignmentNo: null,
    templateName: 'PN_PARCEL',
    transportProduct: {
      pickup: { date: '2025-06-01', earliest: '2025-06-01T10:00:00+02:00', latest: '2025-06-01T16:00:00+02:00', instruction: [] },
      serviceOption: [],
    },
    part: [
      {
        role: 'consignor',
        address: { name: 'Annas Blommor AB', addressLine: ['', ''], postcode: '11157', city: 'Stockholm', countrycode: 'SE' },
        reference: {},
        communication: {},
      },
      {
        role: 'consignee',
        address: { name: 'Göran', addressLine: ['', ''], postcode: '41304', city: 'Göteborg', countrycode: 'SE' },
        reference: {},
        communication: { email: { value: 'goran@example.se', notify: true } },
      },
    ],
    goodsItem: [{ id: 'ABC123', noOfPackages: 1, weight: 4, packageType: 'parcel', tag: 'parcel', isStackable: true, isReadOnly: false }],
    consigneeType: 'company',
    ...overrides,
  };
}

function context(templateName = 'PN_PARCEL', overrides: Partial<BookingContext> = {}): BookingContext {
  const s = service(templateName);
  return { now, service: s, options: optionsOf(s), insured: false, goodsValueOre: null, customsLines: 0, ...overrides };
}

describe(applyBookingRules.name, () => {
  it('books a good consignment with its corrections applied', () => {
    const outcome = applyBookingRules(consignment(), context());
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.reasons));
    const { document } = outcome;
    expect(document.transportProduct.pickup).toEqual({
      instruction: [],
      date: '2025-06-10',
      // The next quarter hour after 14:20:30 in Stockholm, to the end of the pickup hours (issue 29).
      earliest: '2025-06-10T12:30:00Z',
      latest: '2025-06-10T14:00:00Z',
    });
    expect(document.goodsItem[0].tag).toBe('');
    expect(document.part[0].communication).toMatchObject({
      contactPerson: 'Default',
      phone: '0123456789',
      mobile: { value: PLACEHOLDER.mobile, notify: false },
    });
    expect(document.part[1].communication.email).toEqual({ value: 'goran@example.se', notify: true });
    expect(document.transportProduct.code).toBe(service('PN_PARCEL').code);
  });

  it('asks for consignor and consignee first', () => {
    const outcome = applyBookingRules(consignment({ part: [consignment().part[0]] }), context());
    expect(outcome).toEqual({ ok: false, reasons: [{ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' }] });
  });

  it('answers an unknown product with an error, not a failure', () => {
    expect(applyBookingRules(consignment({ templateName: 'NO_SUCH_PRODUCT' }), { ...context(), service: undefined, options: [] })).toEqual({
      ok: false,
      reasons: [{ code: 'BOOKING.UNKNOWN_PRODUCT' }],
    });
  });

  it('refuses a product no longer offered', () => {
    const retired = { ...service('PN_PARCEL'), active: false };
    expect(applyBookingRules(consignment(), { ...context(), service: retired })).toEqual({
      ok: false,
      reasons: [{ code: 'BOOKING.PRODUCT_NOT_OFFERED' }],
    });
  });

  it('applies the product mandatory names', () => {
    const nameless = consignment({
      templateName: 'UPS_EXPRESS_SAVER_SE',
      part: consignment().part.map((p) => ({ ...p, address: { ...p.address, name: '' } })),
    });
    const outcome = applyBookingRules(nameless, context('UPS_EXPRESS_SAVER_SE'));
    expect(outcome.ok ? [] : outcome.reasons.map((r) => r.code)).toEqual([
      'BOOKING.CONSIGNOR_NAME_REQUIRED',
      'BOOKING.CONSIGNEE_NAME_REQUIRED',
    ]);
  });

  it('applies the product mandatory consignee mobile', () => {
    const outcome = applyBookingRules(consignment({ templateName: 'PN_MYPACK_HOME', consigneeType: 'private' }), context('PN_MYPACK_HOME'));
    expect(outcome.ok ? [] : outcome.reasons.map((r) => r.code)).toContain('BOOKING.CONSIGNEE_MOBILE_REQUIRED');
  });

  it('reports a notice conflict with the spec text code', () => {
    const both = consignment({
      templateName: 'PN_MYPACK_HOME',
      transportProduct: {
        serviceOption: [
          { type: 'NOTIFY_EMAIL', value: 'a@b.se' },
          { type: 'NOTIFY_SMS', value: '0701234567' },
        ],
      },
    });
    const outcome = applyBookingRules(both, context('PN_MYPACK_HOME'));
    expect(outcome.ok ? [] : outcome.reasons.map((r) => r.code)).toContain('ERROR.NOTICE_CONFLICT');
  });

  it('checks option values, goods weights, insurance and pickup format together', () => {
    const bad = consignment({
      transportProduct: { pickup: { date: 'igår' }, serviceOption: [{ type: 'COD', value: 'mycket' }] },
      goodsItem: [{ id: 'ABC123', noOfPackages: 1, packageType: 'parcel', tag: 'parcel', isStackable: true, isReadOnly: false }],
    });
    const outcome = applyBookingRules(bad, context('PN_PARCEL', { insured: true, goodsValueOre: null }));
    expect(outcome.ok ? [] : outcome.reasons.map((r) => r.code)).toEqual([
      'BOOKING.OPTION_VALUE_INVALID',
      'BOOKING.GOODS_WEIGHT_REQUIRED',
      'BOOKING.GOODS_VALUE_REQUIRED',
      'BOOKING.PICKUP_INVALID',
    ]);
  });

  it('refuses a consignment leaving the EU without customs lines, with the other reasons; books it with them', () => {
    const [consignor, consignee] = consignment().part;
    const toOslo = consignment({
      part: [consignor, { ...consignee, address: { ...consignee.address, postcode: '0154', city: 'Oslo', countrycode: 'NO' } }],
    });
    expect(applyBookingRules({ ...toOslo, goodsItem: [] }, context())).toEqual({
      ok: false,
      reasons: [{ code: 'FILTER.NO_GOODS' }, { code: 'CUSTOMS.REQUIRED' }],
    });
    expect(applyBookingRules(toOslo, context('PN_PARCEL', { customsLines: 2 })).ok).toBe(true);
    expect(applyBookingRules(consignment(), context('PN_PARCEL', { customsLines: 0 })).ok).toBe(true);
  });

  it('refuses a consignment without goods', () => {
    const outcome = applyBookingRules(consignment({ goodsItem: [] }), context());
    expect(outcome).toEqual({ ok: false, reasons: [{ code: 'FILTER.NO_GOODS' }] });
  });

  it('books without a pickup at all', () => {
    const outcome = applyBookingRules(consignment({ transportProduct: {} }), context());
    expect(outcome.ok && outcome.document.transportProduct.pickup).toBeUndefined();
  });

  it('de-duplicates reasons by code, keeping the first', () => {
    expect(
      distinctReasons([
        { code: 'PRICE.OPTION_NOT_OFFERED', params: { option: 'A' } },
        { code: 'PRICE.OPTION_NOT_OFFERED', params: { option: 'B' } },
      ]),
    ).toEqual([{ code: 'PRICE.OPTION_NOT_OFFERED', params: { option: 'A' } }]);
  });
});
