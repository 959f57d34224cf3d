/** A party filled from a contact or the customer (the sender favourite), and whether a contact is at a place. */
import { countryHasStates } from '@freight/reference-data';
import type { Loose, Schema } from '../api/types';
import { DEFAULT_COUNTRY } from './countries';
import type { PlaceDraft } from './draft';
import { type PartyDraft } from './completion';

/** The address-book fields a party can be filled from (a contact, or the member's own customer record). */
export type PartySource = Loose<
  Pick<
    Schema<'Contact'>,
    | 'company'
    | 'firstName'
    | 'lastName'
    | 'fullName'
    | 'address1'
    | 'address2'
    | 'postcode'
    | 'city'
    | 'state'
    | 'country'
    | 'phone'
    | 'mobile'
    | 'email'
    | 'reference'
  >
>;

const value = (text: string | null | undefined) => (typeof text === 'string' ? text : '');

/** A party and its place from a contact: the company (else the person) is the name, the person the contact. */
export const partyFromSource = (source: PartySource, current: PartyDraft): { party: PartyDraft; place: PlaceDraft } => {
  const person = value(source.fullName) || [source.firstName, source.lastName].filter(Boolean).join(' ');
  const countrycode = value(source.country).toUpperCase() || DEFAULT_COUNTRY;
  return {
    party: {
      ...current,
      name: value(source.company) || person,
      address1: value(source.address1),
      address2: value(source.address2),
      state: countryHasStates(countrycode) ? value(source.state) : '',
      reference: value(source.reference),
      contactPerson: person,
      phone: value(source.phone),
      mobile: value(source.mobile),
      email: value(source.email),
    },
    place: { countrycode, postcode: value(source.postcode), city: value(source.city) },
  };
};

const compactPostcode = (postcode: string) => postcode.replace(/[\s-]/g, '').toUpperCase();

/** Whether a source lies at the place step 1 gave (so prefilling the sender from it does not move the shipment). */
export const isAtPlace = (source: PartySource, place: PlaceDraft) =>
  !!source.postcode &&
  compactPostcode(source.postcode) === compactPostcode(place.postcode) &&
  (value(source.country).toUpperCase() || DEFAULT_COUNTRY) === place.countrycode;
