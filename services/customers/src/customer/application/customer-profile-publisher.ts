import { Injectable } from '@nestjs/common';
import { Outbox } from '@freight/messaging';
import { CustomerEntity } from '../database/customer.entity';

/**
 * Tells other services what they need of a customer (price list, levels, chosen carriers, consignee
 * type, company and whether its booked list shows the whole company's) so they never read this schema. Call inside the transaction that changed the customer.
 */
@Injectable()
export class CustomerProfilePublisher {
  constructor(private readonly outbox: Outbox) {}

  async publish(customer: Pick<CustomerEntity, 'id' | 'priceList' | 'memberLevel' | 'customerLevel' | 'carriers' | 'consigneeType' | 'compId' | 'showAllBooked'>): Promise<void> {
    await this.outbox.record('CustomerProfileChanged', customer.id, {
      customerId: String(customer.id),
      priceList: customer.priceList,
      memberLevel: customer.memberLevel,
      customerLevel: customer.customerLevel,
      carriers: customer.carriers.map((c) => ({ code: c.code, active: c.active })),
      consigneeType: customer.consigneeType,
      compId: customer.compId ?? 0,
      showAllBooked: customer.showAllBooked,
    });
  }
}
