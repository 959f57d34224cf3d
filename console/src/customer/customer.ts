import type { Loose, Schema } from '../api/types';

type CustomerSchema = Schema<'Customer'>;

export type Carrier = CustomerSchema['carriers'][number];

export type ConsigneeType = 'company' | 'private';

/** GET /api/customer/{id}, normalised (spec 3, Customer): what the console relies on is there, the rest as far as sent. */
type Relied = 'id' | 'fullName' | 'printFormat' | 'carriers' | 'unviewedNews';
export type Customer = Omit<Loose<CustomerSchema>, Relied | 'consigneeType'> &
  Pick<CustomerSchema, Relied> & { consigneeType: ConsigneeType };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const level = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value));

export const normalizeCustomer = (raw: unknown): Customer => {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const firstName = text(v.firstName);
  const lastName = text(v.lastName);
  const fullName = text(v.fullName) || [firstName, lastName].filter(Boolean).join(' ').trim();
  return {
    ...v,
    id: v.id as Customer['id'],
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

/**
 * A private sender (no company, no organisation number) reads prices incl. VAT first, as prices to consumers are
 * to be given (prisinformationslagen 2004:347); a business reads them excl. VAT first (issue 29).
 */
export const pricesInclVatFirst = (customer: Pick<Customer, 'company' | 'orgNo'> | undefined) =>
  !!customer && !customer.company && !customer.orgNo;
