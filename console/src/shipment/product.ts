/**
 * The chosen product as GET /api/freightservice/{templateName} answers it (spec 3, FreightService):
 * the flags step 3 validates with and the product's service options, each with a type and a format.
 */

import { OPTION_FORMAT_PATTERNS, type OptionFormat } from '@freight/reference-data';
import type { Schema } from '../api/types';

export type { OptionFormat };
export const OPTION_FORMATS = Object.keys(OPTION_FORMAT_PATTERNS) as readonly OptionFormat[];

type FreightService = Schema<'FreightService'>;

export type ServiceOption = Schema<'ServiceOption'>;

/** What step 3 reads of the product (a test or an older saved draft may lack the texts and the finder flags). */
export type FreightServiceDetail = Pick<
  FreightService,
  'templateName' | 'mandatoryNameConsignor' | 'mandatoryNameConsignee' | 'mandatoryMobileConsignor' | 'mandatoryMobileConsignee'
> &
  Partial<
    Pick<
      FreightService,
      | 'templateSubject'
      | 'code'
      | 'supplier'
      | 'instruction'
      | 'textId'
      | 'locationFinder'
      | 'locationFinderUPS'
      | 'pickupTime'
      | 'noPickupTemplateExists'
    >
  > & {
    serviceOptions: ServiceOption[];
  };

const isFormat = (value: unknown): value is OptionFormat =>
  typeof value === 'string' && (OPTION_FORMATS as readonly string[]).includes(value);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const normalizeServiceOption = (raw: unknown): ServiceOption | undefined => {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  // The server documents both; an option without them could be neither shown by type nor sent by id.
  if (typeof v.type !== 'string' || !v.type || typeof v.id !== 'number') return undefined;
  const price = typeof v.price === 'string' || typeof v.price === 'number' ? String(v.price) : null;
  return {
    id: v.id,
    type: v.type,
    name: text(v.name) || v.type,
    format: isFormat(v.format) ? v.format : null,
    price,
    priceless: v.priceless === true || price === null,
    conflictsWith: Array.isArray(v.conflictsWith) ? v.conflictsWith.filter((t): t is string => typeof t === 'string') : [],
  };
};

export const normalizeFreightService = (raw: unknown): FreightServiceDetail => {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const options = Array.isArray(v.serviceOptions) ? v.serviceOptions : [];
  return {
    templateName: text(v.templateName) ?? '',
    templateSubject: text(v.templateSubject),
    code: text(v.code),
    supplier: text(v.supplier),
    instruction: text(v.instruction),
    textId: typeof v.textId === 'number' ? v.textId : undefined,
    mandatoryNameConsignor: v.mandatoryNameConsignor === true,
    mandatoryNameConsignee: v.mandatoryNameConsignee === true,
    mandatoryMobileConsignor: v.mandatoryMobileConsignor === true,
    mandatoryMobileConsignee: v.mandatoryMobileConsignee === true,
    locationFinder: v.locationFinder === true,
    locationFinderUPS: v.locationFinderUPS === true,
    // The latest time a same-day pickup can be booked (the cut-off of the pickup window).
    pickupTime: text(v.pickupTime),
    // The goods may be left at the carrier instead of collected (a drop-off product).
    noPickupTemplateExists: v.noPickupTemplateExists === true,
    serviceOptions: options.map(normalizeServiceOption).filter((option): option is ServiceOption => option !== undefined),
  };
};

/** The options a product offers, one per type (a product may list a type twice; the first wins, as the server prices it). */
export const offeredOptions = (product: FreightServiceDetail | undefined): ServiceOption[] => {
  const seen = new Set<string>();
  return (product?.serviceOptions ?? []).filter((option) => {
    if (seen.has(option.type)) return false;
    seen.add(option.type);
    return true;
  });
};
