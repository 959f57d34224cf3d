/**
 * The seeded demo accounts every suite signs in as: one set (issue 26 item 7), the logins the README documents
 * and libs/reference-data's demo world seeds (demo-accounts.spec.ts keeps the two in step).
 */
export type DemoAccount = 'admin' | 'anna' | 'bertil' | 'demo';

/** Customer ids of the seeded demo accounts; the demo has no password, it starts through /api/auth/demo. */
export const DEMO_CUSTOMERS: Readonly<Record<DemoAccount, number>> = { admin: 1, anna: 1001, bertil: 1002, demo: 999 };

export interface TestAccount {
  readonly username: string;
  readonly password: string;
  readonly customerId: number;
  readonly fullName: string;
}

/** The administrator (customer 1). */
export const ADMIN: TestAccount = {
  username: 'admin',
  password: 'frakt-admin-1',
  customerId: DEMO_CUSTOMERS.admin,
  fullName: 'Alva Admin',
};
/** The member most tests act as: Annas Blommor AB, customer 1001. */
export const ANNA: TestAccount = {
  username: 'anna',
  password: 'frakt-anna-1',
  customerId: DEMO_CUSTOMERS.anna,
  fullName: 'Anna Andersson',
};
/** Another customer (1002), a private one: what anna must not see. */
export const BERTIL: TestAccount = {
  username: 'bertil',
  password: 'frakt-bertil-1',
  customerId: DEMO_CUSTOMERS.bertil,
  fullName: 'Bertil Berg',
};

/** A colleague at a demo company: another user of its customer, with a company role instead of a customer of its own. */
export interface TestColleague {
  readonly username: string;
  readonly password: string;
  readonly customerId: number;
  readonly userId: number;
}

/** Anna's colleague with the booker role (user 1011): books and prints, changes no settings. */
export const BO: TestColleague = { username: 'bo', password: 'frakt-bo-1', customerId: DEMO_CUSTOMERS.anna, userId: 1011 };
/** Anna's colleague with the viewer role (user 1012): reads lists and invoices only. */
export const VERA: TestColleague = { username: 'vera', password: 'frakt-vera-1', customerId: DEMO_CUSTOMERS.anna, userId: 1012 };
