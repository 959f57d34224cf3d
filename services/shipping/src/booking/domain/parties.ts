import { DEFAULT_COUNTRY_CODE } from '@freight/reference-data';
import type { ConsignmentDocument, ConsignmentPart } from '../../consignments/domain/consignment-document';
import { OPTION_FORMAT_PATTERNS } from '../../pricing/domain/option-format';
import type { FreightServiceDef, Reason } from '../../shared/freight/freight.types';

/**
 * Placeholder data for contact fields a carrier insists on but the sender left empty (spec section 4).
 * `phone` is the spec's. The mobile replacement is from PTS's range reserved for fiction (070-1740605
 * to 070-1740699), so no real subscriber is ever texted; the e-mail uses the reserved `.invalid`
 * top-level domain (RFC 2606), so nothing is ever delivered to it. Notices are switched off whenever a
 * placeholder stands in: a notice to a made-up address or number is a notice nobody gets.
 */
export const PLACEHOLDER = {
  contactPerson: 'Default',
  phone: '0123456789',
  mobile: '0701740605',
  email: 'noreply@frakt.invalid',
} as const;

/** A mobile number shorter than this is no number (spec section 4). */
export const MIN_MOBILE_LENGTH = 5;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const partOf = (document: Pick<ConsignmentDocument, 'part'>, role: ConsignmentPart['role']) =>
  document.part.find((p) => p.role === role);

/** A party is entered when it has a postcode: the blank template's empty parts are not. */
const entered = (part: ConsignmentPart | undefined) => !!part && text(part.address?.postcode) !== '';

/** "Enter consignor and consignee first." when either is missing. */
export function checkParties(document: Pick<ConsignmentDocument, 'part'>): Reason[] {
  return entered(partOf(document, 'consignor')) && entered(partOf(document, 'consignee'))
    ? []
    : [{ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' }];
}

export type MandatoryFlags = Pick<
  FreightServiceDef,
  'mandatoryNameConsignor' | 'mandatoryNameConsignee' | 'mandatoryMobileConsignor' | 'mandatoryMobileConsignee'
>;

/** The product's mandatory names and mobiles (spec section 5); a party not entered is reported by checkParties instead. */
export function checkMandatoryContacts(document: Pick<ConsignmentDocument, 'part'>, flags: MandatoryFlags): Reason[] {
  const reasons: Reason[] = [];
  const consignor = partOf(document, 'consignor');
  const consignee = partOf(document, 'consignee');
  const hasName = (p: ConsignmentPart) => text(p.address?.name) !== '';
  const hasMobile = (p: ConsignmentPart) => text(p.communication?.mobile?.value).length >= MIN_MOBILE_LENGTH;
  if (consignor && flags.mandatoryNameConsignor && !hasName(consignor)) reasons.push({ code: 'BOOKING.CONSIGNOR_NAME_REQUIRED' });
  if (consignee && flags.mandatoryNameConsignee && !hasName(consignee)) reasons.push({ code: 'BOOKING.CONSIGNEE_NAME_REQUIRED' });
  if (consignor && flags.mandatoryMobileConsignor && !hasMobile(consignor)) reasons.push({ code: 'BOOKING.CONSIGNOR_MOBILE_REQUIRED' });
  if (consignee && flags.mandatoryMobileConsignee && !hasMobile(consignee)) reasons.push({ code: 'BOOKING.CONSIGNEE_MOBILE_REQUIRED' });
  return reasons;
}

export const isEmailAddress = (value: unknown): boolean => OPTION_FORMAT_PATTERNS.email.test(text(value));

/**
 * The part's communication as booked: a pre-notice e-mail only to an address that passes the e-mail
 * check (spec section 5), then placeholders for what is missing (spec section 4).
 */
export function bookableCommunication(communication: ConsignmentPart['communication'] | undefined): ConsignmentPart['communication'] {
  const c = communication ?? {};
  const email = text(c.email?.value);
  const mobile = text(c.mobile?.value);
  const emailOk = isEmailAddress(email);
  const mobileOk = mobile.length >= MIN_MOBILE_LENGTH;
  return {
    ...c,
    contactPerson: text(c.contactPerson) || PLACEHOLDER.contactPerson,
    phone: text(c.phone) || PLACEHOLDER.phone,
    mobile: mobileOk ? { ...c.mobile, value: mobile, notify: c.mobile?.notify === true } : { value: PLACEHOLDER.mobile, notify: false },
    email:
      email === ''
        ? { value: PLACEHOLDER.email, notify: false }
        : { ...c.email, value: email, notify: emailOk && c.email?.notify === true },
  };
}

/**
 * Spec section 4: a pickup address outside Sweden replaces the consignor's address (the goods leave
 * from there); the consignor keeps its name when the pickup address has none.
 */
export function withPickupAddressAbroad(parts: readonly ConsignmentPart[]): ConsignmentPart[] {
  const pickup = parts.find((p) => p.role === 'pickupAddress');
  if (!pickup || text(pickup.address?.postcode) === '' || (pickup.address.countrycode ?? DEFAULT_COUNTRY_CODE) === DEFAULT_COUNTRY_CODE)
    return [...parts];
  return parts.map((p) =>
    p.role === 'consignor'
      ? {
          ...p,
          address: { ...pickup.address, name: text(pickup.address.name) || p.address.name, addressLine: [...pickup.address.addressLine] },
        }
      : p,
  );
}

/** The parties as booked: the pickup address rule, then consignor's and consignee's communication made bookable. */
export function bookableParts(parts: readonly ConsignmentPart[]): ConsignmentPart[] {
  return withPickupAddressAbroad(parts).map((p) =>
    p.role === 'consignor' || p.role === 'consignee' ? { ...p, communication: bookableCommunication(p.communication) } : p,
  );
}
