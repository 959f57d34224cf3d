import { actionName, changeSummary, targetIdsOf } from './audit-summary';

describe(actionName.name, () => {
  it('names a use case by its controller, and a resource controller by controller and handler', () => {
    expect(actionName('BookOrdersHttpController', 'book')).toBe('book-orders');
    expect(actionName('UpdateCustomerSettingHttpController', 'update')).toBe('update-customer-setting');
    expect(actionName('ContactHttpController', 'create')).toBe('contact.create');
    expect(actionName('BillingAdminHttpController', 'runInvoices')).toBe('billing-admin.run-invoices');
    expect(actionName('SSOKeysController', 'issue')).toBe('sso-keys.issue');
  });
});

describe(changeSummary.name, () => {
  const person = {
    name: 'Åsa Lindqvist',
    email: 'asa@example.se',
    phone: '+46701234567',
    address: { street: 'Storgatan 1', postcode: '11122' },
    username: 'asa@example.se',
  };

  it('names the fields sent, sorted, and never a value', () => {
    const summary = changeSummary(person);
    expect(summary).toBe('fields: address, email, name, phone, username');
    for (const value of ['Åsa', 'Lindqvist', 'asa@example.se', '+4670', 'Storgatan', '11122']) expect(summary).not.toContain(value);
  });

  it('counts an array body instead of listing it, and says nothing of an empty or scalar one', () => {
    expect(changeSummary([person, person])).toBe('items: 2');
    expect(changeSummary(undefined)).toBe('');
    expect(changeSummary('Åsa Lindqvist')).toBe('');
    expect(changeSummary({})).toBe('');
  });

  it('leaves out keys that are not field names, as a key can carry data too', () => {
    expect(changeSummary({ 'asa@example.se': true, ok: 1 })).toBe('fields: ok');
  });
});

describe(targetIdsOf.name, () => {
  it('takes id-like route parameters and the id of what the call created', () => {
    expect(targetIdsOf({ customerId: '1001', id: 'c3f1a7e2-5b8d' }, { id: 42, name: 'Åsa' })).toEqual(['1001', 'c3f1a7e2-5b8d', '42']);
  });

  it("takes the body's top-level ids, and only those", () => {
    expect(targetIdsOf({}, undefined, { consignmentId: 'c-1', name: 'Åsa', parcelId: 7, userIdentity: 'x' })).toEqual(['c-1', '7']);
  });

  it('leaves out parameters that are free text', () => {
    expect(targetIdsOf({ query: 'Åsa Lindqvist' }, undefined)).toEqual([]);
    expect(targetIdsOf({ email: 'asa@example.se' }, null)).toEqual([]);
  });
});
