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

/** The customer's settings booking starts from (CustomerProfileChanged): the consignments slice turns them into BookingDefaults. */
export interface CustomerBookingSettings {
  consigneeType: string;
  insuranceDisabled: boolean;
  /** Öre, as text (bigint); null when the customer set none. */
  insuranceGoodsValueOre: string | null;
  noPickup: boolean;
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

  /** The customer's booking settings; undefined until shipping heard of the customer. */
  async bookingSettings(customerId: number): Promise<CustomerBookingSettings | undefined> {
    const row = await this.tx.manager.findOneBy(CustomerProfileEntity, { customerId });
    if (!row) return undefined;
    const { consigneeType, insuranceDisabled, insuranceGoodsValueOre, noPickup } = row;
    return { consigneeType, insuranceDisabled, insuranceGoodsValueOre, noPickup };
  }
}
