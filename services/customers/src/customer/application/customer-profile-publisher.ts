import { Injectable } from '@nestjs/common';
import { Outbox } from '@freight/messaging';
import { CustomerEntity } from '../database/customer.entity';

type ProfileFields = Pick<
  CustomerEntity,
  'id' | 'priceList' | 'memberLevel' | 'customerLevel' | 'carriers' | 'consigneeType' | 'compId' | 'showAllBooked'
> &
  Partial<Pick<CustomerEntity, 'insuranceDisabled' | 'insuranceGoodsValueOre' | 'noPickup'>> &
  Partial<
    Pick<
      CustomerEntity,
      'company' | 'firstName' | 'lastName' | 'orgNo' | 'address' | 'address2' | 'postcode' | 'city' | 'creditLimitOre' | 'email'
    >
  >;

/**
 * Tells other services what they need of a customer (price list, levels, chosen carriers, consignee
 * type, company, whether its booked list shows the whole company's, booking defaults) so they never read this schema. Call inside the transaction that changed the customer.
 */
@Injectable()
export class CustomerProfilePublisher {
  constructor(private readonly outbox: Outbox) {}

  async publish(customer: ProfileFields): Promise<void> {
    await this.outbox.record('CustomerProfileChanged', customer.id, {
      customerId: String(customer.id),
      priceList: customer.priceList,
      memberLevel: customer.memberLevel,
      customerLevel: customer.customerLevel,
      carriers: customer.carriers.map((c) => ({ code: c.code, active: c.active })),
      consigneeType: customer.consigneeType,
      compId: customer.compId ?? 0,
      showAllBooked: customer.showAllBooked,
      // The invoice's buyer and billing's credit control.
      name: customer.company || `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim(),
      orgNo: customer.orgNo ?? '',
      address: customer.address ?? '',
      address2: customer.address2 ?? '',
      postcode: customer.postcode ?? '',
      city: customer.city ?? '',
      creditLimitOre: String(customer.creditLimitOre ?? 0),
      email: customer.email ?? '',
      // The booking defaults shipping's consignment template carries.
      insuranceDisabled: customer.insuranceDisabled ?? false,
      insuranceGoodsValueOre: String(customer.insuranceGoodsValueOre ?? 0),
      noPickup: customer.noPickup ?? false,
    });
  }
}
