import { DEMO_ACCOUNTS } from '@freight/reference-data';
import { ADMIN, ANNA, BERTIL, DEMO_CUSTOMERS } from './demo-accounts';

describe('test accounts', () => {
  it.each([ADMIN, ANNA, BERTIL])('$username is the seeded demo account of that name', (account) => {
    const seeded = DEMO_ACCOUNTS.find((a) => a.username === account.username);
    expect(
      seeded && { password: seeded.password, customerId: seeded.customerId, fullName: `${seeded.firstName} ${seeded.lastName}` },
    ).toEqual({
      password: account.password,
      customerId: account.customerId,
      fullName: account.fullName,
    });
  });

  it('names the seeded demo customer', () => {
    expect(DEMO_ACCOUNTS.find((a) => a.demo)?.customerId).toBe(DEMO_CUSTOMERS.demo);
  });
});
