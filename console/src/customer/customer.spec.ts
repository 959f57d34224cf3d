import { describe, expect, it } from '@jest/globals';
import { isAdmin, normalizeCustomer, pricesInclVatFirst } from './customer';

describe(normalizeCustomer.name, () => {
  it('fills the defaults of spec 3', () => {
    const customer = normalizeCustomer({ id: 1, firstName: 'Anna', lastName: 'Andersson' });
    expect(customer).toMatchObject({
      fullName: 'Anna Andersson',
      printFormat: 'PDF',
      consigneeType: 'company',
      carriers: [],
      unviewedNews: false,
    });
  });

  it('keeps what the server sent', () => {
    const customer = normalizeCustomer({ id: 1, fullName: 'AB Frakt', consigneeType: 'private', unviewedNews: true, orgNo: '556' });
    expect(customer).toMatchObject({ fullName: 'AB Frakt', consigneeType: 'private', unviewedNews: true, orgNo: '556' });
  });
});

describe(isAdmin.name, () => {
  it('reads custLevel or customerLevel', () => {
    expect(isAdmin(normalizeCustomer({ id: 1, custLevel: 1 }))).toBe(true);
    expect(isAdmin(normalizeCustomer({ id: 1, customerLevel: '1' }))).toBe(true);
    expect(isAdmin(normalizeCustomer({ id: 1, customerLevel: 2 }))).toBe(false);
  });
});

describe(pricesInclVatFirst.name, () => {
  it('is true for a private sender only: no company and no organisation number', () => {
    expect(pricesInclVatFirst(normalizeCustomer({ id: 1002, firstName: 'Bertil' }))).toBe(true);
    expect(pricesInclVatFirst(normalizeCustomer({ id: 1001, company: 'Annas Blommor AB', orgNo: '556123-4567' }))).toBe(false);
    expect(pricesInclVatFirst(normalizeCustomer({ id: 7, orgNo: '556000-0001' }))).toBe(false);
    expect(pricesInclVatFirst(undefined)).toBe(false);
  });
});
