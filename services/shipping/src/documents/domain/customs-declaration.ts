import { EU_CUSTOMS_TERRITORY_CODES } from '@freight/reference-data';

export const EXPORT_REASONS = ['sale', 'gift', 'sample', 'return', 'documents', 'other'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];

/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const CUSTOMS_LIMITS = { lines: 99, quantity: 999_999, netWeightKg: 30_000, valueOre: 100_000_000_00 } as const;

export interface CustomsLine {
  description: string;
  quantity: number;
  netWeightKg: number;
  valueOre: number;
  /** Harmonized System code, 6 to 10 digits. */
  hsCode: string;
  originCountry: string;
}

export interface TraderIds {
  eori: string;
  vatNo: string;
}

/** The customs document (CN23 / commercial invoice) of one consignment, as stored. */
export interface CustomsDeclaration {
  reasonForExport: ExportReason;
  incoterms: Incoterm;
  invoiceNo: string;
  invoiceDate: string;
  currency: string;
  exporter: TraderIds;
  importer: TraderIds;
  lines: CustomsLine[];
}

/** Outside the EU customs territory (Norway, Switzerland, the UK, the US…): the goods need a customs document. */
export const needsCustoms = (countrycode: string | undefined) =>
  !!countrycode && !EU_CUSTOMS_TERRITORY_CODES.includes(countrycode.trim().toUpperCase());

export function customsTotals(lines: readonly CustomsLine[]): { quantity: number; netWeightKg: number; valueOre: number } {
  return {
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    netWeightKg: Math.round(lines.reduce((sum, l) => sum + l.netWeightKg, 0) * 1000) / 1000,
    valueOre: lines.reduce((sum, l) => sum + l.valueOre, 0),
  };
}

/** "1234.50" (or "1234,5") → 123450 öre; undefined for anything else. */
export function parseAmountOre(text: string): number | undefined {
  const match = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Öre as the wire's decimal string with two decimals. */
export const oreToDecimal = (ore: number) => `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
