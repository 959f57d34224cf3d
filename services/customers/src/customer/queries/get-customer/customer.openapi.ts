import { arrayOf, bool, dateTime, decimal, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import type { CarrierListEntry, CustomerResponse } from './customer.response';

const nullableText = nullable(str);

/** The spec's Customer record as toCustomerResponse builds it (GET /customer/{id} and the two updates). */
export const CUSTOMER_SCHEMA = namedSchema(
  'Customer',
  objectOf<CustomerResponse>({
    id: int,
    compId: nullable(int),
    integrationId: nullableText,
    customerLevel: int,
    custLevel: { ...int, description: 'customerLevel again, for the old client' },
    memberLevel: int,
    firstName: str,
    lastName: str,
    fullName: str,
    email: str,
    phone: nullableText,
    mobile: nullableText,
    company: nullableText,
    orgNo: nullableText,
    address: nullableText,
    address2: nullableText,
    postcode: nullableText,
    city: nullableText,
    state: nullableText,
    country: str,
    filterContacts: bool,
    primaryContactId: nullable(int),
    archivedComplaints: bool,
    showAllBooked: bool,
    creditLimit: decimal,
    printFormat: str,
    priceList: int,
    moduleMessageRead: bool,
    carriers: arrayOf(
      objectOf<CarrierListEntry>({
        code: int,
        name: str,
        logoName: str,
        priceSupplier: { ...int, description: 'The carrier code again' },
        active: bool,
      }),
    ),
    creditBlock: bool,
    insuranceDisabled: bool,
    insuranceGoodsValue: nullable(decimal),
    noPickup: bool,
    consigneeType: str,
    unviewedNews: bool,
    lastSeenAt: nullable(dateTime),
  }),
);
