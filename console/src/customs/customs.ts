import type { Schema } from '../api/types';

/** The customs document (CN23 / commercial invoice) as GET/PUT /api/consignment/customs/{id} carry it. */
export const EXPORT_REASONS = ['sale', 'gift', 'sample', 'return', 'documents', 'other'] as const;
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;

type SaveCustoms = Schema<'SaveCustomsRequestDto'>;

/** A line as edited: numbers stay text until sent, so "2," can become "2,5" while typing. */
export type CustomsLine = Omit<Schema<'CustomsLineRequestDto'>, 'quantity' | 'netWeight'> & { quantity: string; netWeight: string };

/** The declaration as edited: the two choices as their select fields hold them (the server checks them). */
export type CustomsDeclaration = Omit<SaveCustoms, 'reasonForExport' | 'incoterms' | 'lines' | 'importer'> & {
  /** Optional on the wire (a private importer has none); edited as two texts, empty when not given. */
  importer: { eori: string; vatNo: string };
  reasonForExport: string;
  incoterms: string;
  lines: CustomsLine[];
};

export type CustomsAnswer = Schema<'CustomsAnswer'>;

export const emptyLine = (): CustomsLine => ({ description: '', quantity: '1', netWeight: '', value: '', hsCode: '', originCountry: 'SE' });

/** A decimal typed with comma or point; undefined while it is not one. */
export const decimal = (text: string): number | undefined =>
  /^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : undefined;

/** The form of a saved declaration. */
export const toForm = (saved: NonNullable<CustomsAnswer['declaration']>): CustomsDeclaration => ({
  ...saved,
  importer: { eori: saved.importer?.eori ?? '', vatNo: saved.importer?.vatNo ?? '' },
  lines: saved.lines.map((l) => ({ ...l, quantity: String(l.quantity), netWeight: String(l.netWeight).replace('.', ',') })),
});

export const emptyDeclaration = (today: string): CustomsDeclaration => ({
  reasonForExport: 'sale',
  incoterms: 'DAP',
  invoiceNo: '',
  invoiceDate: today,
  currency: 'SEK',
  exporter: { eori: '', vatNo: '' },
  importer: { eori: '', vatNo: '' },
  lines: [emptyLine()],
});

/** Öre from typed decimal text; undefined when it is not an amount. */
export const amountOre = (text: string): number | undefined => {
  const match = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : undefined;
};

/** Totals while editing: what can be read counts, the rest waits for the server's validation. */
export const lineTotals = (lines: readonly CustomsLine[]) => {
  const quantity = lines.reduce((sum, l) => sum + (decimal(l.quantity) ?? 0), 0);
  const netWeight = Math.round(lines.reduce((sum, l) => sum + (decimal(l.netWeight) ?? 0), 0) * 1000) / 1000;
  const valueOre = lines.reduce((sum, l) => sum + (amountOre(l.value) ?? 0), 0);
  return { quantity, netWeight, valueOre };
};

/** The body PUT sends: amounts with a decimal point, codes in capitals. */
export const toRequest = (d: CustomsDeclaration) => ({
  ...d,
  invoiceNo: d.invoiceNo.trim(),
  currency: d.currency.trim().toUpperCase(),
  exporter: { eori: d.exporter.eori.trim().toUpperCase(), vatNo: d.exporter.vatNo.trim().toUpperCase() },
  importer: { eori: d.importer.eori.trim().toUpperCase(), vatNo: d.importer.vatNo.trim().toUpperCase() },
  // Text that is no number goes as it is: the server names the field.
  lines: d.lines.map((l) => ({
    ...l,
    quantity: decimal(l.quantity) ?? l.quantity,
    netWeight: decimal(l.netWeight) ?? l.netWeight,
    value: l.value.trim().replace(',', '.'),
    hsCode: l.hsCode.replace(/\s/g, ''),
    originCountry: l.originCountry.trim().toUpperCase(),
  })),
});

/** The server's field errors by field path ("lines.0.hsCode"), one message each. */
export const errorsByField = (errors: readonly { field: string; message: string }[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((e) => [e.field, e.message]));
