import { findCarrier } from '@freight/reference-data';
import { CustomerEntity } from '../../database/customer.entity';

export interface CarrierListEntry {
  code: number;
  name: string;
  logoName: string;
  priceSupplier: number;
  active: boolean;
}

const amount = (ore: string | null): string | null => (ore === null ? null : (Number(ore) / 100).toFixed(2));

/** The spec's Customer record. custLevel repeats customerLevel because the old client reads both. */
export function toCustomerResponse(c: CustomerEntity, unviewedNews: boolean) {
  const carriers: CarrierListEntry[] = c.carriers.flatMap((choice) => {
    const carrier = findCarrier(choice.code);
    return carrier
      ? [
          {
            code: carrier.code,
            name: carrier.name,
            logoName: carrier.logoName,
            priceSupplier: carrier.code,
            active: choice.active && carrier.active,
          },
        ]
      : [];
  });
  return {
    id: c.id,
    compId: c.compId,
    integrationId: c.integrationId,
    customerLevel: c.customerLevel,
    custLevel: c.customerLevel,
    memberLevel: c.memberLevel,
    firstName: c.firstName,
    lastName: c.lastName,
    fullName: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    phone: c.phone,
    mobile: c.mobile,
    company: c.company,
    orgNo: c.orgNo,
    address: c.address,
    address2: c.address2,
    postcode: c.postcode,
    city: c.city,
    state: c.state,
    country: c.country,
    filterContacts: c.filterContacts,
    primaryContactId: c.primaryContactId,
    archivedComplaints: c.archivedComplaints,
    showAllBooked: c.showAllBooked,
    creditLimit: amount(c.creditLimitOre),
    printFormat: c.printFormat || 'PDF',
    priceList: c.priceList,
    moduleMessageRead: c.moduleMessageRead,
    carriers,
    creditBlock: c.creditBlock,
    insuranceDisabled: c.insuranceDisabled,
    insuranceGoodsValue: amount(c.insuranceGoodsValueOre),
    noPickup: c.noPickup,
    consigneeType: c.consigneeType || 'company',
    unviewedNews,
    lastSeenAt: c.lastSeenAt?.toISOString() ?? null,
  };
}

export type CustomerResponse = ReturnType<typeof toCustomerResponse>;
