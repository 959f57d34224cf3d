import { DEMO_ACCOUNTS, DEMO_COLLEAGUES } from '@freight/reference-data';
import { ADMIN, ANNA, BERTIL, BO, DEMO_CUSTOMERS, VERA } from './demo-accounts';

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

  it.each([BO, VERA])('$username is the seeded demo colleague of that name', (colleague) => {
    const seeded = DEMO_COLLEAGUES.find((c) => c.username === colleague.username);
    expect(seeded && { password: seeded.password, customerId: seeded.customerId, userId: seeded.userId }).toEqual({
      password: colleague.password,
      customerId: colleague.customerId,
      userId: colleague.userId,
    });
  });
});
