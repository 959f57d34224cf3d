import { DomainError } from '@freight/kernel/domain';
import { assertErasable, servicesOf } from './erasure-request';

describe(assertErasable.name, () => {
  it('lets a private customer outside any company be erased', () => {
    expect(() => assertErasable({ consigneeType: 'private', hasColleagues: false })).not.toThrow();
  });

  it.each([
    ['a company customer', { consigneeType: 'company', hasColleagues: false }],
    ['a private user of a company', { consigneeType: 'private', hasColleagues: true }],
  ])('refuses %s with a conflict', (_, candidate) => {
    expect(() => assertErasable(candidate)).toThrow(expect.objectContaining({ kind: 'conflict', code: 'ERASURE.COMPANY_CUSTOMER' }));
    expect(() => assertErasable(candidate)).toThrow(DomainError);
  });
});

describe(servicesOf.name, () => {
  it('lists every service, done where it has confirmed', () => {
    const at = new Date('2026-11-28T01:00:00Z');
    const services = servicesOf([{ service: 'contacts', confirmed_at: at, affected: 3 }]);
    expect(services).toHaveLength(7);
    expect(services.find((s) => s.service === 'contacts')).toEqual({
      service: 'contacts',
      done: true,
      confirmedAt: at.toISOString(),
      affected: 3,
    });
    expect(services.filter((s) => s.done)).toHaveLength(1);
    expect(services.find((s) => s.service === 'auth')).toEqual({ service: 'auth', done: false, confirmedAt: null, affected: null });
  });
});
