import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { CustomerProfileEntity } from './customer-profile.entity';

export interface CustomerProfile {
  customerId: number;
  priceList: number;
  memberLevel: number;
  /** The carriers the customer chose (active ones); undefined when it never chose, meaning every active carrier. */
  carriers: number[] | undefined;
}

/** What shipping knows of a customer: one primary-key read. */
@Injectable()
export class CustomerProfiles {
  constructor(private readonly tx: TransactionHost) {}

  async get(customerId: number): Promise<CustomerProfile | undefined> {
    const row = await this.tx.manager.findOneBy(CustomerProfileEntity, { customerId });
    if (!row) return undefined;
    return {
      customerId: row.customerId,
      priceList: row.priceList,
      memberLevel: row.memberLevel,
      carriers: row.carriers.length ? row.carriers.filter((c) => c.active).map((c) => c.code) : undefined,
    };
  }
}
