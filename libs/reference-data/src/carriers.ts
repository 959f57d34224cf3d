/**
 * Freight carriers known to the portal, identified by their numeric code
 * (spec sections 1 and 9). Only active carriers are offered for booking;
 * inactive ones stay listed so that old consignments, bills and complaints
 * that reference them can still be shown.
 */

export type CarrierKind = 'express' | 'freight' | 'parcel';

export interface Carrier {
  readonly code: number;
  readonly name: string;
  /** Logo file stem, derived from the name with {@link carrierLogoName}. */
  readonly logoName: string;
  readonly kind: CarrierKind;
  readonly active: boolean;
  /** Whether the carrier accepts customs documents paperlessly (only one express carrier does). */
  readonly paperlessCustoms: boolean;
}

/**
 * Derives a logo name from a carrier (supplier) name: lower-case, diacritics
 * folded to their base letter, everything that is not a-z or 0-9 removed.
 * 'DB Schenker' gives 'dbschenker', 'DHL Express' gives 'dhlexpress'.
 */
export function carrierLogoName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function carrier(code: number, name: string, kind: CarrierKind, active: boolean, paperlessCustoms = false): Carrier {
  return Object.freeze({ code, name, logoName: carrierLogoName(name), kind, active, paperlessCustoms });
}

export const CARRIERS: readonly Carrier[] = Object.freeze([
  // Express carrier; the one carrier with the paperless customs-document option.
  carrier(131, 'UPS', 'express', true, true),
  // Freight carrier; its products come in guarantee-service variants.
  carrier(116, 'DB Schenker', 'freight', true),
  carrier(4, 'PostNord', 'parcel', true),
  carrier(225, 'DHL Express', 'express', true),
  carrier(71, 'Bring', 'parcel', false),
  carrier(210, 'TNT', 'express', false),
]);

/** Codes of the carriers offered for booking, in spec order. */
export const ACTIVE_CARRIER_CODES: readonly number[] = Object.freeze(CARRIERS.filter((c) => c.active).map((c) => c.code));

const byCode: ReadonlyMap<number, Carrier> = new Map(CARRIERS.map((c) => [c.code, c]));

export function findCarrier(code: number): Carrier | undefined {
  return byCode.get(code);
}

export function isActiveCarrier(code: number): boolean {
  return byCode.get(code)?.active === true;
}
