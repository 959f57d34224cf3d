import type { Language, MessageCode, MessageParams } from '@freight/kernel';
import { formatNumber } from './money';
import type { Localized, Reason } from './pricing.types';

/**
 * Reason codes the filter and the price calculation need that the kernel's message catalogue
 * (libs/kernel/src/i18n/messages.ts) does not hold yet, with their texts. They belong in that
 * catalogue; until they move there, this is the one place that casts them to MessageCode.
 * `{name}` placeholders are filled from the reason's params like every catalogue text; a number that
 * a reader sees comes as `{nameSv}` / `{nameEn}` so each language shows its own separators.
 */
export const REASON_TEXTS = {
  'FILTER.NO_GOODS': { sv: 'Ange minst ett kolli.', en: 'Enter at least one goods item.' },
  'FILTER.CARRIER_NOT_CHOSEN': { sv: 'Transportören {carrier} är inte vald bland dina transportörer', en: 'The carrier {carrier} is not among your chosen carriers' },
  'FILTER.GUARANTEE_NOT_REQUESTED': { sv: 'Garantitjänster visas bara när garanti är vald', en: 'Guarantee services are shown only when guarantee is chosen' },
  'FILTER.ORIGIN_NOT_SERVED': { sv: 'Produkten hämtar inte i {country}', en: 'The product does not collect in {country}' },
  'FILTER.COUNTRY_NOT_SERVED': { sv: 'Produkten levererar inte till {country}', en: 'The product does not deliver to {country}' },
  'FILTER.ROUTE_NOT_SERVED': { sv: 'Produkten går inte från {from} till {to}', en: 'The product does not go from {from} to {to}' },
  'FILTER.POSTCODE_INVALID': { sv: '{postcode} är inget giltigt svenskt postnummer', en: '{postcode} is not a valid Swedish postcode' },
  'FILTER.PRIVATE_CONSIGNEE_NOT_SERVED': { sv: 'Produkten levererar inte till privatpersoner', en: 'The product does not deliver to private persons' },
  'FILTER.COMPANY_CONSIGNEE_NOT_SERVED': { sv: 'Produkten levererar bara till privatpersoner', en: 'The product delivers to private persons only' },
  'FILTER.PACKAGE_TYPE': { sv: 'Produkten tar inte kollislaget {packageTypeSv}', en: 'The product does not take the package type {packageTypeEn}' },
  'FILTER.ITEM_WEIGHT_LIMIT': { sv: 'Ett kolli väger mer än produktens gräns på {limitSv} kg', en: "A package weighs more than the product's limit of {limitEn} kg" },
  'FILTER.TOTAL_WEIGHT_LIMIT': { sv: 'Försändelsen väger mer än produktens gräns på {limitSv} kg', en: "The consignment weighs more than the product's limit of {limitEn} kg" },
  'FILTER.LENGTH_LIMIT': { sv: 'Ett kolli är längre än produktens gräns på {limitSv} cm', en: "A package is longer than the product's limit of {limitEn} cm" },
  'FILTER.WIDTH_LIMIT': { sv: 'Ett kolli är bredare än produktens gräns på {limitSv} cm', en: "A package is wider than the product's limit of {limitEn} cm" },
  'FILTER.HEIGHT_LIMIT': { sv: 'Ett kolli är högre än produktens gräns på {limitSv} cm', en: "A package is higher than the product's limit of {limitEn} cm" },
  'FILTER.LOADING_METRES_LIMIT': { sv: 'Försändelsen tar mer än produktens gräns på {limitSv} flakmeter', en: "The consignment takes more than the product's limit of {limitEn} loading metres" },
  'FILTER.PACKAGE_COUNT_LIMIT': { sv: 'Försändelsen har fler kollin än produktens gräns på {limitSv}', en: "The consignment has more packages than the product's limit of {limitEn}" },
  'PRICE.OPTION_NOT_OFFERED': { sv: 'Tillvalet {option} finns inte för produkten', en: 'The option {option} is not available for the product' },
  'PRICE.OPTION_CONFLICT': { sv: 'Tillvalen {optionSv} och {otherSv} kan inte kombineras', en: 'The options {optionEn} and {otherEn} cannot be combined' },
} as const satisfies Record<string, Localized>;

export type NewReasonCode = keyof typeof REASON_TEXTS;

/** A reason with a catalogue code or one of the codes above. The one cast of new codes to MessageCode. */
export function reason(code: MessageCode | NewReasonCode, params?: MessageParams): Reason {
  return params === undefined ? { code: code as MessageCode } : { code: code as MessageCode, params };
}

const numberParamsCache = new Map<string, Readonly<MessageParams>>();

/**
 * Params for a number a reader sees: the raw value plus each language's rendering. Limits repeat on
 * every filter call, so the renderings are made once per name and value (each caller gets its own copy).
 */
export function numberParams(name: string, value: number, decimals = 2): MessageParams {
  const key = `${name}|${value}|${decimals}`;
  let params = numberParamsCache.get(key);
  if (!params) {
    params = Object.freeze({ [name]: value, [`${name}Sv`]: formatNumber(value, 'sv', decimals), [`${name}En`]: formatNumber(value, 'en', decimals) });
    if (numberParamsCache.size < 10_000) numberParamsCache.set(key, params);
  }
  return { ...params };
}

/** Params naming something by its localized name: `{name}Sv`, `{name}En`, and `{name}` = the code. */
export function localizedParams(name: string, code: string, label: Localized): MessageParams {
  return { [name]: code, [`${name}Sv`]: label.sv, [`${name}En`]: label.en };
}

/** Whether a code is one of the new ones above (not yet in the kernel's catalogue). */
export function isNewReasonCode(code: string): code is NewReasonCode {
  return Object.prototype.hasOwnProperty.call(REASON_TEXTS, code);
}

/** The text of a new reason code in a language, params filled: for tests and until the codes move. */
export function newReasonText(code: NewReasonCode, language: Language, params: MessageParams = {}): string {
  return REASON_TEXTS[code][language].replace(/\{(\w+)\}/g, (_, name: string) => (params[name] === undefined ? '' : String(params[name])));
}
