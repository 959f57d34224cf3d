import type { ConsignmentPart } from '../../consignments/domain/consignment-document';
import {
  bookableCommunication,
  bookableParts,
  checkMandatoryContacts,
  checkParties,
  PLACEHOLDER,
  withPickupAddressAbroad,
} from './parties';

const part = (
  role: ConsignmentPart['role'],
  overrides: Partial<ConsignmentPart['address']> = {},
  communication: ConsignmentPart['communication'] = {},
): ConsignmentPart => ({
  role,
  address: { name: `${role} AB`, addressLine: ['Gatan 1', ''], postcode: '11157', city: 'Stockholm', countrycode: 'SE', ...overrides },
  reference: {},
  communication,
});

const noFlags = {
  mandatoryNameConsignor: false,
  mandatoryNameConsignee: false,
  mandatoryMobileConsignor: false,
  mandatoryMobileConsignee: false,
};

describe('checkParties', () => {
  it('asks for consignor and consignee first when either is missing', () => {
    expect(checkParties({ part: [part('consignor')] })).toEqual([{ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' }]);
    expect(checkParties({ part: [part('consignee')] })).toEqual([{ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' }]);
  });

  it('counts a blank party (no postcode) as missing', () => {
    expect(checkParties({ part: [part('consignor'), part('consignee', { postcode: ' ' })] })).toEqual([
      { code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' },
    ]);
  });

  it('accepts both parties entered', () => {
    expect(checkParties({ part: [part('consignor'), part('consignee')] })).toEqual([]);
  });
});

describe('checkMandatoryContacts', () => {
  const document = { part: [part('consignor', { name: '' }), part('consignee', { name: ' ' }, { mobile: { value: '0701' } })] };

  it('needs nothing when the product asks for nothing', () => {
    expect(checkMandatoryContacts(document, noFlags)).toEqual([]);
  });

  it('asks for each name and mobile the product makes mandatory', () => {
    const all = {
      mandatoryNameConsignor: true,
      mandatoryNameConsignee: true,
      mandatoryMobileConsignor: true,
      mandatoryMobileConsignee: true,
    };
    expect(checkMandatoryContacts(document, all).map((r) => r.code)).toEqual([
      'BOOKING.CONSIGNOR_NAME_REQUIRED',
      'BOOKING.CONSIGNEE_NAME_REQUIRED',
      'BOOKING.CONSIGNOR_MOBILE_REQUIRED',
      'BOOKING.CONSIGNEE_MOBILE_REQUIRED',
    ]);
  });

  it('takes a mobile of five characters or more as given', () => {
    const withMobile = { part: [part('consignor'), part('consignee', {}, { mobile: { value: '07012' } })] };
    expect(checkMandatoryContacts(withMobile, { ...noFlags, mandatoryMobileConsignee: true })).toEqual([]);
  });
});

describe('bookableCommunication', () => {
  it('fills missing contact fields with the placeholders and sends no notice to them', () => {
    expect(bookableCommunication({ mobile: { value: '', notify: true }, email: { value: '', notify: true } })).toEqual({
      contactPerson: PLACEHOLDER.contactPerson,
      phone: PLACEHOLDER.phone,
      mobile: { value: PLACEHOLDER.mobile, notify: false },
      email: { value: PLACEHOLDER.email, notify: false },
    });
    expect(PLACEHOLDER).toMatchObject({ contactPerson: 'Default', phone: '0123456789' });
  });

  it('replaces a mobile shorter than 5 characters', () => {
    expect(bookableCommunication({ mobile: { value: '0701', notify: true } }).mobile).toEqual({ value: PLACEHOLDER.mobile, notify: false });
    expect(bookableCommunication({ mobile: { value: '0701234567', notify: true } }).mobile).toEqual({ value: '0701234567', notify: true });
  });

  it('keeps a pre-notice e-mail only for an address that passes the e-mail check', () => {
    expect(bookableCommunication({ email: { value: 'kund@example.se', notify: true } }).email).toEqual({
      value: 'kund@example.se',
      notify: true,
    });
    expect(bookableCommunication({ email: { value: 'kund@', notify: true } }).email).toEqual({ value: 'kund@', notify: false });
  });

  it('keeps what was given', () => {
    expect(bookableCommunication({ contactPerson: 'Anna', phone: '08-123' })).toMatchObject({ contactPerson: 'Anna', phone: '08-123' });
  });
});

describe('withPickupAddressAbroad', () => {
  it('puts a pickup address outside Sweden in place of the consignor address', () => {
    const parts = [
      part('consignor'),
      part('consignee'),
      part('pickupAddress', { name: '', postcode: '0150', city: 'Oslo', countrycode: 'NO' }),
    ];
    const [consignor] = withPickupAddressAbroad(parts);
    expect(consignor.address).toMatchObject({ name: 'consignor AB', postcode: '0150', city: 'Oslo', countrycode: 'NO' });
  });

  it('leaves the consignor alone for a Swedish pickup address', () => {
    const parts = [part('consignor'), part('consignee'), part('pickupAddress', { postcode: '41304', city: 'Göteborg' })];
    expect(withPickupAddressAbroad(parts)[0].address.city).toBe('Stockholm');
  });

  it('makes only consignor and consignee communication bookable', () => {
    const parts = bookableParts([part('consignor'), part('consignee'), part('receivingAgent')]);
    expect(parts[0].communication.contactPerson).toBe('Default');
    expect(parts[2].communication).toEqual({});
  });
});
