import { Language, translate } from '@freight/kernel';
import { amount, text } from '../../../shared/wire-format';
import { formatSek } from '../../../shared/freight/money';
import type { FreightServiceDef, PriceLine, PriceResult, Reason } from '../../../shared/freight/freight.types';
import type { EmissionResponse } from '../../../emissions/emission.response';

export interface PriceErrorResponse {
  code: string;
  description: string;
}

/** One priced consignment: amounts as decimal strings ("1234.50"), `formatted` as a Swedish (or English) reader sees them. */
export interface PriceResultResponse {
  templateName: string;
  code: string;
  priceList: number;
  currency: 'SEK';
  /** null when the consignment has errors: no price is given then (see errors; breakdown shows what could be priced). */
  priceExclVat: string | null;
  vat: string | null;
  total: string | null;
  formatted: { priceExclVat: string; vat: string; total: string } | null;
  breakdown: { kind: PriceLine['kind']; label: string; amount: string; formatted: string }[];
  zone: string | null;
  chargeableWeight: number | null;
  /** Climate impact (EN ISO 14083 / GLEC); null when it cannot be estimated (no goods, a place without a reference point). */
  emission: EmissionResponse | null;
  errors: PriceErrorResponse[];
}

const errorOf = (reason: Reason, language: Language): PriceErrorResponse => ({
  code: reason.code,
  description: translate(reason.code, language, reason.params),
});

export function toPriceResultResponse(r: PriceResult, language: Language, emission: EmissionResponse | null = null): PriceResultResponse {
  // The domain prices nothing when anything is wrong: null amounts say so better than 0.00 (the lines still show what could be priced).
  const priced = r.errors.length === 0;
  return {
    templateName: r.templateName,
    code: r.code,
    priceList: r.priceList,
    currency: r.currency,
    priceExclVat: priced ? amount(r.netOre) : null,
    vat: priced ? amount(r.vatOre) : null,
    total: priced ? amount(r.totalOre) : null,
    formatted: priced
      ? { priceExclVat: formatSek(r.netOre, language), vat: formatSek(r.vatOre, language), total: formatSek(r.totalOre, language) }
      : null,
    breakdown: r.lines.map((l) => ({
      kind: l.kind,
      label: text(l.label, language),
      amount: amount(l.amountOre),
      formatted: formatSek(l.amountOre, language),
    })),
    zone: r.zone || null,
    chargeableWeight: r.chargeableWeightKg > 0 ? r.chargeableWeightKg : null,
    emission,
    errors: r.errors.map((e) => errorOf(e, language)),
  };
}

/** A product that is no longer offered (retired, or its carrier inactive): named, not priced. */
export function unpricedResult(service: FreightServiceDef, priceList: number, language: Language): PriceResultResponse {
  return {
    templateName: service.templateName,
    code: service.code,
    priceList,
    currency: 'SEK',
    priceExclVat: null,
    vat: null,
    total: null,
    formatted: null,
    breakdown: [],
    zone: null,
    chargeableWeight: null,
    emission: null,
    errors: [errorOf({ code: 'ERROR.PRICE_NOT_FOUND' }, language)],
  };
}
