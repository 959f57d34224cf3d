import { toOre } from '../format/money';
import type { ApiAnswer, ApiBody, Schema } from '../api/types';

/** The answers of the filter and price calls (spec 7 "Freight services" and "Consignments"), as the server documents them. */
export type FilterRequest = ApiBody<'/api/freightservice/filter', 'post'>;
export type FilterAnswer = ApiAnswer<'/api/freightservice/filter', 'post'>;
export type OfferedService = FilterAnswer['freightServices'][number];
export type NotOfferedService = FilterAnswer['notOffered'][number];
export type ServerError = FilterAnswer['errors'][number];

/** An amount of the wire: kronor as a decimal string ("159.43"); null when not priced. */
export type WireAmount = string | number | null;

export type PriceAnswer = Schema<'PriceResult'>;
export type PriceLine = PriceAnswer['breakdown'][number];

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const normalizeFilterAnswer = (value: unknown): FilterAnswer => {
  const answer = (value && typeof value === 'object' ? value : {}) as Partial<FilterAnswer>;
  return {
    freightServices: list<OfferedService>(answer.freightServices),
    notOffered: list<NotOfferedService>(answer.notOffered).map((item) => ({
      ...item,
      reasons: list(item.reasons),
    })),
    errors: list<ServerError>(answer.errors),
  };
};

export const normalizePriceAnswers = (value: unknown): PriceAnswer[] =>
  list<PriceAnswer>(value).map((price) => ({
    ...price,
    breakdown: list<PriceLine>(price?.breakdown),
    errors: list<ServerError>(price?.errors),
  }));

/** The breakdown's sections in the order a member reads them; the server's lines keep their order inside one. */
const SECTIONS: Record<string, number> = {
  freight: 0,
  fixed_price: 0,
  minimum_charge: 0,
  fuel_surcharge: 0,
  option: 1,
  insurance: 2,
  transaction_fee: 3,
};
const sectionOf = (line: PriceLine) => SECTIONS[line.kind ?? ''] ?? 0;

/** The server's price lines sorted into freight, options, insurance, the transaction fee (stable within each). */
export const orderedLines = (lines: readonly PriceLine[]) =>
  lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => sectionOf(a.line) - sectionOf(b.line) || a.index - b.index)
    .map((entry) => entry.line);

/** An offered product with its price (undefined when the price call failed for it). */
export interface PricedService {
  service: OfferedService;
  price?: PriceAnswer;
}

/** Pairs each offered product with its price: by templateName, else by position (same order). */
export const pairPrices = (services: OfferedService[], prices: PriceAnswer[]): PricedService[] =>
  services.map((service, index) => ({
    service,
    price:
      prices.find((price) => price.templateName === service.templateName) ??
      (prices[index] && !prices[index].templateName ? prices[index] : undefined),
  }));

/** The label of a product: its subject, else its template name. */
export const productName = (service: { templateSubject?: string; templateName: string }) => service.templateSubject || service.templateName;

/** The "logo" text of a product: the logo the server derived, else the supplier. */
export const logoText = (service: { logo?: string; supplier?: string }) => service.logo || service.supplier || '';

/** A server error's text: its description, else its code. */
export const serverErrorText = (error: ServerError) => error.description || error.code || '';

const totalOre = (priced: PricedService) => (priced.price && priced.price.errors.length === 0 ? toOre(priced.price.total) : undefined);

/** The last day a product may take (its max, else its min); unknown ones count as slowest. */
const slowestDays = (service: OfferedService) => service.deliveryMaxDays ?? service.deliveryMinDays ?? Number.POSITIVE_INFINITY;

export interface RankedOffers {
  /** Cheapest first by the server's total; products without a price last, in the server's order. */
  offers: PricedService[];
  cheapest?: string;
  fastest?: string;
}

/**
 * Offers sorted by price with the "Billigast" and "Snabbast" marks (issue 20). Marks need a rival:
 * one offer alone is neither. The fastest is the priced product with the earliest last delivery day
 * (then the earliest first day, then the price).
 */
export const rankOffers = (priced: readonly PricedService[]): RankedOffers => {
  const withPrice = priced.filter((p) => totalOre(p) !== undefined);
  const offers = [
    ...withPrice
      .map((p, index) => ({ p, index }))
      .sort((a, b) => totalOre(a.p)! - totalOre(b.p)! || a.index - b.index)
      .map((e) => e.p),
    ...priced.filter((p) => totalOre(p) === undefined),
  ];
  if (withPrice.length < 2) return { offers };
  const fastest = [...offers.slice(0, withPrice.length)].sort(
    (a, b) =>
      slowestDays(a.service) - slowestDays(b.service) ||
      (a.service.deliveryMinDays ?? 0) - (b.service.deliveryMinDays ?? 0) ||
      totalOre(a)! - totalOre(b)!,
  )[0];
  return {
    offers,
    cheapest: offers[0].service.templateName,
    fastest: Number.isFinite(slowestDays(fastest.service)) ? fastest.service.templateName : undefined,
  };
};

export type OfferOrder = 'price' | 'speed' | 'emissions';
export const OFFER_ORDERS: readonly OfferOrder[] = ['price', 'speed', 'emissions'];

const emissionGrams = (priced: PricedService) => priced.price?.emission?.co2eGrams ?? undefined;

/**
 * The offers in the order the member picked (issue 33): by price (rankOffers' order), by speed (earliest last
 * delivery day, then the price) or by emissions (least CO2e first, then the price). Offers without the figure
 * sorted by come last, in the price order; products without a price last of all.
 */
export const sortOffers = (offers: readonly PricedService[], order: OfferOrder): PricedService[] => {
  if (order === 'price') return [...offers];
  const priced = offers.filter((p) => totalOre(p) !== undefined);
  const key = (p: PricedService) => (order === 'speed' ? slowestDays(p.service) : (emissionGrams(p) ?? Number.POSITIVE_INFINITY));
  const sorted = priced
    .map((p, index) => ({ p, index }))
    .sort((a, b) => {
      const ka = key(a.p);
      const kb = key(b.p);
      if (ka !== kb) return ka === Number.POSITIVE_INFINITY ? 1 : kb === Number.POSITIVE_INFINITY ? -1 : ka - kb;
      return a.index - b.index;
    })
    .map((e) => e.p);
  return [...sorted, ...offers.filter((p) => totalOre(p) === undefined)];
};
