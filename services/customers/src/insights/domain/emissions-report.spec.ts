import { emissionsReport, emissionsReportCsv, type EmissionsReportRow } from './emissions-report';
import { renderEmissionsReportPdf } from '../render/emissions-report.pdf';

const row = (fields: Partial<EmissionsReportRow>): EmissionsReportRow => ({
  supplier_id: 4,
  template_name: 'PN_PARCEL',
  estimated: 0,
  kg_km: '0',
  co2e_grams: '0',
  air_estimated: 0,
  air_kg_km: '0',
  air_co2e_grams: '0',
  ...fields,
});

describe(emissionsReport.name, () => {
  const report = emissionsReport(1001, 2026, [
    row({ estimated: 2, kg_km: '9546', co2e_grams: '1862' }),
    row({
      supplier_id: 225,
      template_name: 'DHL_EXPRESS_WORLDWIDE',
      estimated: 3,
      kg_km: '130309',
      co2e_grams: '101820',
      air_estimated: 1,
      air_kg_km: '130309',
      air_co2e_grams: '101626',
    }),
  ]);

  it('splits a product by mode and gives tonne-km, kg CO2e and the implied intensity', () => {
    expect(report.lines).toEqual([
      {
        carrier: 'DHL Express',
        product: 'DHL_EXPRESS_WORLDWIDE',
        mode: 'air',
        consignments: 1,
        tonneKm: 130.309,
        co2eKg: 101.626,
        gramsPerTonneKm: 779.9,
      },
      {
        carrier: 'DHL Express',
        product: 'DHL_EXPRESS_WORLDWIDE',
        mode: 'road',
        consignments: 2,
        tonneKm: 0,
        co2eKg: 0.194,
        gramsPerTonneKm: null,
      },
      { carrier: 'PostNord', product: 'PN_PARCEL', mode: 'road', consignments: 2, tonneKm: 9.546, co2eKg: 1.862, gramsPerTonneKm: 195.1 },
    ]);
    expect(report.totals).toEqual({ consignments: 5, tonneKm: 139.855, co2eKg: 103.682 });
  });

  it('writes CSV with the columns, the totals and the method, in Swedish number format', () => {
    const csv = emissionsReportCsv(report, 'sv').split('\r\n');
    expect(csv[0]).toBe('Transportör;Produkt;Transportsätt;Försändelser;Tonkilometer;kg CO2e;g CO2e/tkm');
    expect(csv[3]).toBe('PostNord;PN_PARCEL;Väg;2;9,546;1,862;195,1');
    expect(csv[4]).toBe('Totalt;;;5;139,855;103,682;');
    expect(csv[5]).toMatch(/^"?Metod: EN ISO 14083:2023 och GLEC Framework/);
    expect(emissionsReportCsv(report, 'en').split('\r\n')[3]).toBe('PostNord;PN_PARCEL;Road;2;9.546;1.862;195.1');
  });

  it('renders the same PDF bytes for the same figures', async () => {
    const first = await renderEmissionsReportPdf(report, 'sv');
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await renderEmissionsReportPdf(report, 'sv')).equals(first)).toBe(true);
  });
});
