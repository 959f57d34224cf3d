import { kronorText, MonthlyRow, toInsightsResponse } from './insights.response';

const row = (fields: Partial<MonthlyRow>): MonthlyRow => ({
  month: '2026-10',
  supplier_id: 4,
  template_name: 'PN_PARCEL',
  consignments: 0,
  spend_ore: '0',
  estimated: 0,
  co2e_grams: '0',
  kg_km: '0',
  air_co2e_grams: '0',
  delivered: 0,
  on_time: 0,
  complaints: 0,
  claims: 0,
  ...fields,
});

describe(toInsightsResponse.name, () => {
  it('sums spend per month and carrier, on time per product, incidents per 1 000 and emissions per month', () => {
    const answer = toInsightsResponse(
      1001,
      [1001],
      ['2026-10', '2026-11'],
      [
        row({ consignments: 3, spend_ore: '30050', estimated: 3, co2e_grams: '2700', kg_km: '9000', delivered: 2, on_time: 1 }),
        row({
          template_name: 'PN_PALLET',
          consignments: 1,
          spend_ore: '100000',
          estimated: 1,
          co2e_grams: '300',
          delivered: 1,
          on_time: 1,
          complaints: 1,
        }),
        row({ month: '2026-11', supplier_id: 131, template_name: 'UPS_EXPRESS_SAVER_INT', consignments: 1, spend_ore: '5', claims: 1 }),
      ],
      [{ week: '2026-10-05', consignments: 4 }],
    );
    expect(answer.spendByCarrier).toEqual([
      { month: '2026-10', supplierId: 4, carrier: 'PostNord', spend: '1300.50', consignments: 4 },
      { month: '2026-11', supplierId: 131, carrier: 'UPS', spend: '0.05', consignments: 1 },
    ]);
    expect(answer.onTime).toEqual([
      { supplierId: 4, carrier: 'PostNord', templateName: 'PN_PALLET', delivered: 1, onTime: 1, rate: 1 },
      { supplierId: 4, carrier: 'PostNord', templateName: 'PN_PARCEL', delivered: 2, onTime: 1, rate: 0.5 },
    ]);
    expect(answer.incidents).toEqual({ consignments: 5, complaints: 1, claims: 1, per1000: 400 });
    expect(answer.emissionsPerMonth).toEqual([
      { month: '2026-10', co2eGrams: 3000, airCo2eGrams: 0, tonneKm: 9, estimated: 4, perConsignmentGrams: 750 },
      { month: '2026-11', co2eGrams: 0, airCo2eGrams: 0, tonneKm: 0, estimated: 0, perConsignmentGrams: null },
    ]);
    expect(answer.totals).toEqual({ consignments: 5, spend: '1300.55', co2eGrams: 3000 });
  });

  it('answers null rates for a period without consignments or deliveries', () => {
    const answer = toInsightsResponse(1001, [1001], ['2026-10'], [], []);
    expect(answer.incidents.per1000).toBeNull();
    expect(answer.onTime).toEqual([]);
  });
});

describe(kronorText.name, () => {
  it('writes öre as kronor with two decimals, exactly, beyond 2^53 too', () => {
    expect(kronorText(5n)).toBe('0.05');
    expect(kronorText(123450n)).toBe('1234.50');
    expect(kronorText(900719925474099312n)).toBe('9007199254740993.12');
  });
});
