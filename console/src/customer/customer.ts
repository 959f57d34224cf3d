import type { Id } from '../session/session';

export interface Carrier {
  code: string | number;
  name: string;
  logoName?: string;
  priceSupplier?: string | number;
  active: boolean;
}

export type ConsigneeType = 'company' | 'private';

/** GET /api/customer/{id}, normalised (spec 3, Customer). Unlisted fields pass through. */
export interface Customer {
  id: Id;
  firstName?: string;
  lastName?: string;
  fullName: string;
  company?: string;
  customerLevel?: number;
  custLevel?: number;
  memberLevel?: number | string;
  email?: string;
  printFormat: string;
  consigneeType: ConsigneeType;
  carriers: Carrier[];
  unviewedNews: boolean;
  [field: string]: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const level = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value));

export const normalizeCustomer = (raw: unknown): Customer => {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const firstName = text(v.firstName);
  const lastName = text(v.lastName);
  const fullName = text(v.fullName) || [firstName, lastName].filter(Boolean).join(' ').trim();
  return {
    ...v,
    id: v.id as Id,
    firstName,
    lastName,
    fullName,
    customerLevel: level(v.customerLevel),
    custLevel: level(v.custLevel),
    printFormat: text(v.printFormat) || 'PDF',
    consigneeType: v.consigneeType === 'private' ? 'private' : 'company',
    carriers: Array.isArray(v.carriers) ? (v.carriers as Carrier[]) : [],
    unviewedNews: v.unviewedNews === true,
  };
};

/** Admin is customer level 1. The spec's admin check reads custLevel, the initial data customerLevel: both count. */
export const isAdmin = (customer: Pick<Customer, 'custLevel' | 'customerLevel'> | undefined) =>
  !!customer && (customer.custLevel === 1 || customer.customerLevel === 1);
