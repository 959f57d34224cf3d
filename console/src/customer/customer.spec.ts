import { describe, expect, it } from '@jest/globals';
import { isAdmin, normalizeCustomer } from './customer';

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
