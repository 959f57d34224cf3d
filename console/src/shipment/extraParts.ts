import { REQUIRED, TOO_LONG, type CompletionErrors } from './completionError';

/**
 * The consignment's optional parts (spec 3 and 4): a receiving agent, a pickup address other than the
 * sender's (outside Sweden it is where the goods leave from, and the price follows it) and a customs VAT
 * payer. They follow consignor and consignee in this order.
 */
export const EXTRA_ROLES = ['receivingAgent', 'pickupAddress', 'customsVATPayer'] as const;
export type ExtraRole = (typeof EXTRA_ROLES)[number];

export interface ExtraPartDraft {
  name: string;
  address1: string;
  postcode: string;
  city: string;
  countrycode: string;
}

export type ExtraParts = Partial<Record<ExtraRole, ExtraPartDraft>>;

export const newExtraPart = (): ExtraPartDraft => ({ name: '', address1: '', postcode: '', city: '', countrycode: 'SE' });

const LIMITS: Record<keyof ExtraPartDraft, number> = { name: 100, address1: 100, postcode: 12, city: 100, countrycode: 2 };

/** Every field of a part the member added is required (a half address helps no carrier). */
export const validateExtraParts = (parts: ExtraParts | undefined, errors: CompletionErrors) => {
  for (const role of EXTRA_ROLES) {
    const part = parts?.[role];
    if (!part) continue;
    for (const field of Object.keys(LIMITS) as (keyof ExtraPartDraft)[]) {
      const value = part[field].trim();
      if (!value) errors[`${role}.${field}`] = REQUIRED;
      else if (value.length > LIMITS[field]) errors[`${role}.${field}`] = TOO_LONG;
    }
  }
};

/** The server parts of the added roles, in the spec's order. */
export const extraServerParts = (parts: ExtraParts | undefined) =>
  EXTRA_ROLES.filter((role) => parts?.[role]).map((role) => {
    const part = parts![role]!;
    return {
      role,
      address: {
        name: part.name.trim(),
        addressLine: [part.address1.trim(), ''] as [string, string],
        postcode: part.postcode.trim(),
        city: part.city.trim(),
        countrycode: part.countrycode || 'SE',
      },
    };
  });

/** The parts of a saved consignment back into the draft (the send list's "Visa"). */
export const extraPartsOf = (
  serverParts: readonly { role?: string; address?: Partial<Record<string, unknown>> }[] | undefined,
): ExtraParts => {
  const parts: ExtraParts = {};
  for (const role of EXTRA_ROLES) {
    const found = serverParts?.find((part) => part.role === role)?.address;
    if (!found) continue;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    parts[role] = {
      name: text(found.name),
      address1: Array.isArray(found.addressLine) ? text(found.addressLine[0]) : '',
      postcode: text(found.postcode),
      city: text(found.city),
      countrycode: text(found.countrycode) || 'SE',
    };
  }
  return parts;
};
