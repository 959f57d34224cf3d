import { findCarrier } from '@freight/reference-data';

/**
 * A customer's yearly emissions report (issue 33) for its own sustainability reporting (CSRD scope 3): per
 * carrier, product and mode the consignments, transport activity (tonne-km) and well-to-wheel CO2e, and the
 * intensity they imply, with the method. Built from the dashboard's summary; only consignments with an
 * estimate count (a place without a reference point has none).
 */
export interface EmissionsReportRow {
  supplier_id: number;
  template_name: string;
  estimated: number;
  kg_km: string;
  co2e_grams: string;
  air_estimated: number;
  air_kg_km: string;
  air_co2e_grams: string;
}

export interface EmissionsReportLine {
  carrier: string;
  product: string;
  mode: 'road' | 'air';
  consignments: number;
  tonneKm: number;
  co2eKg: number;
  /** g CO2e per tonne-km, as the figures imply; null without transport activity. */
  gramsPerTonneKm: number | null;
}

export interface EmissionsReport {
  customerId: number;
  year: number;
  lines: EmissionsReportLine[];
  totals: { consignments: number; tonneKm: number; co2eKg: number };
}

type Language = 'sv' | 'en';

export const REPORT_TEXTS = {
  sv: {
    title: 'Utsläppsrapport',
    customer: 'Kundnummer',
    year: 'År',
    columns: ['Transportör', 'Produkt', 'Transportsätt', 'Försändelser', 'Tonkilometer', 'kg CO2e', 'g CO2e/tkm'],
    modes: { road: 'Väg', air: 'Flyg (med väg till och från flygplats)' },
    total: 'Totalt',
    none: 'Inga försändelser med beräknade utsläpp under året.',
    method:
      'Metod: EN ISO 14083:2023 och GLEC Framework, från källa till hjul (WTW). Utsläpp = transportarbete (tonkilometer) × ' +
      'utsläppsintensitet för produktens fordonsklass. Vikt: fraktdragande vikt. Avstånd: storcirkelavstånd mellan ' +
      'postnummerområden (utomlands huvudstaden) × 1,2 på väg; flyg: storcirkelavstånd + 95 km och 50 km väg i varje ände. ' +
      'Standardfaktorer: GLEC Framework v3.0 (2023) tabell 8 (väg, Europa och Sydamerika) och v3.2 (2025) §8.1 (flyg); en transportörs ' +
      'egen deklarerade faktor gäller när den är inlagd. Terminaler ingår inte. Kolumnen g CO2e/tkm visar den intensitet som siffrorna ger.',
  },
  en: {
    title: 'Emissions report',
    customer: 'Customer number',
    year: 'Year',
    columns: ['Carrier', 'Product', 'Mode', 'Consignments', 'Tonne-km', 'kg CO2e', 'g CO2e/tkm'],
    modes: { road: 'Road', air: 'Air (with road legs to and from the airports)' },
    total: 'Total',
    none: 'No consignments with estimated emissions in the year.',
    method:
      'Method: EN ISO 14083:2023 and the GLEC Framework, well to wheel (WTW). Emissions = transport activity (tonne-km) × ' +
      "the emission intensity of the product's vehicle class. Mass: chargeable weight. Distance: great-circle distance between " +
      'postcode areas (abroad, the capital) × 1.2 by road; air: great-circle distance + 95 km and 50 km by road at each end. ' +
      "Default factors: GLEC Framework v3.0 (2023) Table 8 (road, Europe and South America) and v3.2 (2025) §8.1 (air); a carrier's own " +
      'declared factor applies where configured. Hubs are not included. The g CO2e/tkm column shows the intensity the figures imply.',
  },
} as const satisfies Record<Language, object>;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function line(
  carrier: string,
  product: string,
  mode: 'road' | 'air',
  consignments: number,
  kgKm: number,
  grams: number,
): EmissionsReportLine {
  return {
    carrier,
    product,
    mode,
    consignments,
    tonneKm: round(kgKm / 1000, 3),
    co2eKg: round(grams / 1000, 3),
    gramsPerTonneKm: kgKm > 0 ? round(grams / (kgKm / 1000), 1) : null,
  };
}

export function emissionsReport(customerId: number, year: number, rows: readonly EmissionsReportRow[]): EmissionsReport {
  const lines: EmissionsReportLine[] = [];
  for (const row of rows) {
    const carrier = findCarrier(row.supplier_id)?.name ?? String(row.supplier_id);
    const road = row.estimated - row.air_estimated;
    if (road > 0)
      lines.push(
        line(
          carrier,
          row.template_name,
          'road',
          road,
          Number(row.kg_km) - Number(row.air_kg_km),
          Number(row.co2e_grams) - Number(row.air_co2e_grams),
        ),
      );
    if (row.air_estimated > 0)
      lines.push(line(carrier, row.template_name, 'air', row.air_estimated, Number(row.air_kg_km), Number(row.air_co2e_grams)));
  }
  lines.sort((a, b) => a.carrier.localeCompare(b.carrier) || a.product.localeCompare(b.product) || a.mode.localeCompare(b.mode));
  return {
    customerId,
    year,
    lines,
    totals: {
      consignments: lines.reduce((sum, l) => sum + l.consignments, 0),
      tonneKm: round(
        lines.reduce((sum, l) => sum + l.tonneKm, 0),
        3,
      ),
      co2eKg: round(
        lines.reduce((sum, l) => sum + l.co2eKg, 0),
        3,
      ),
    },
  };
}

const number = (value: number, language: Language, decimals: number) =>
  new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);

/** The report's table as text cells, in the language's number format. */
export function reportCells(report: EmissionsReport, language: Language): string[][] {
  const texts = REPORT_TEXTS[language];
  return report.lines.map((l) => [
    l.carrier,
    l.product,
    texts.modes[l.mode],
    String(l.consignments),
    number(l.tonneKm, language, 3),
    number(l.co2eKg, language, 3),
    l.gramsPerTonneKm === null ? '' : number(l.gramsPerTonneKm, language, 1),
  ]);
}

/** CSV (semicolon-separated, CRLF, a header row, the totals and the method as the last rows). */
export function emissionsReportCsv(report: EmissionsReport, language: Language): string {
  const texts = REPORT_TEXTS[language];
  const field = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = [
    [...texts.columns],
    ...reportCells(report, language),
    [
      texts.total,
      '',
      '',
      String(report.totals.consignments),
      number(report.totals.tonneKm, language, 3),
      number(report.totals.co2eKg, language, 3),
      '',
    ],
    [texts.method],
  ];
  return rows.map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}
