/**
 * The seeded demo world (only when DEMO_DATA is on): documented logins a newcomer can use at once.
 * Each service seeds its own part from this one list, so ids agree across schemas.
 */
export interface DemoAccount {
  customerId: number;
  username: string;
  /** Documented in the README; seeded only into demo databases, never a production credential. */
  password: string | undefined;
  customerLevel: number;
  memberLevel: number;
  priceList: number;
  company: string | undefined;
  orgNo: string | undefined;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  consigneeType: 'company' | 'private';
  demo: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.freeze([
  {
    customerId: 1,
    username: 'admin',
    password: 'frakt-admin-1',
    customerLevel: 1,
    memberLevel: 1,
    priceList: 1,
    company: 'Frakt Sverige AB',
    orgNo: '556000-0001',
    firstName: 'Alva',
    lastName: 'Admin',
    email: 'admin@frakt.example',
    phone: '08-100 00 00',
    address: 'Kungsgatan 1',
    postcode: '11143',
    city: 'Stockholm',
    consigneeType: 'company',
    demo: false,
  },
  {
    customerId: 1001,
    username: 'anna',
    password: 'frakt-anna-1',
    customerLevel: 3,
    memberLevel: 2,
    priceList: 1,
    company: 'Annas Blommor AB',
    orgNo: '556123-4567',
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@annasblommor.example',
    phone: '08-123 45 67',
    address: 'Sveavägen 10',
    postcode: '11157',
    city: 'Stockholm',
    consigneeType: 'company',
    demo: false,
  },
  {
    customerId: 1002,
    username: 'bertil',
    password: 'frakt-bertil-1',
    customerLevel: 3,
    memberLevel: 1,
    priceList: 2,
    company: undefined,
    orgNo: undefined,
    firstName: 'Bertil',
    lastName: 'Berg',
    email: 'bertil.berg@example.se',
    phone: '031-765 43 21',
    address: 'Linnégatan 5',
    postcode: '41304',
    city: 'Göteborg',
    consigneeType: 'private',
    demo: false,
  },
  {
    customerId: 999,
    username: 'demo',
    password: undefined,
    customerLevel: 3,
    memberLevel: 1,
    priceList: 1,
    company: 'Demoföretaget AB',
    orgNo: undefined,
    firstName: 'Demo',
    lastName: 'Användare',
    email: 'demo@frakt.example',
    phone: '08-000 00 00',
    address: 'Demogatan 1',
    postcode: '11122',
    city: 'Stockholm',
    consigneeType: 'company',
    demo: true,
  },
]);

/**
 * Colleagues of a demo company (issue 32: roles): more users of the same customer, each with a company role. The
 * customer's own login (anna) is its administrator. User ids are apart from every demo customer id.
 */
export interface DemoColleague {
  userId: number;
  customerId: number;
  username: string;
  password: string;
  role: 'booker' | 'viewer';
  email: string;
}

export const DEMO_COLLEAGUES: readonly DemoColleague[] = Object.freeze([
  { userId: 1011, customerId: 1001, username: 'bo', password: 'frakt-bo-1', role: 'booker', email: 'bo@annasblommor.example' },
  { userId: 1012, customerId: 1001, username: 'vera', password: 'frakt-vera-1', role: 'viewer', email: 'vera@annasblommor.example' },
]);
