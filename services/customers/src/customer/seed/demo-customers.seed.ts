import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig, TransactionHost } from '@freight/kernel';
import { ACTIVE_CARRIER_CODES, DEMO_ACCOUNTS } from '@freight/reference-data';
import { CustomerEntity } from '../database/customer.entity';
import { CustomerProfilePublisher } from '../application/customer-profile-publisher';

@Injectable()
export class DemoCustomersSeed implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionHost,
    private readonly profiles: CustomerProfilePublisher,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.demoData) return;
    const rows = DEMO_ACCOUNTS.map((a) => ({
      id: a.customerId,
      compId: a.customerId,
      customerLevel: a.customerLevel,
      memberLevel: a.memberLevel,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: a.phone,
      company: a.company ?? null,
      orgNo: a.orgNo ?? null,
      address: a.address,
      postcode: a.postcode,
      city: a.city,
      country: 'SE',
      priceList: a.priceList,
      consigneeType: a.consigneeType,
      creditLimitOre: a.demo ? '0' : '5000000',
      carriers: ACTIVE_CARRIER_CODES.map((code) => ({ code, active: true })),
      showAllBooked: false,
    }));
    // Each customer created here is announced like any other, so shipping learns its price list and carriers.
    await this.tx.run(async (manager) => {
      const inserted = await manager.createQueryBuilder().insert().into(CustomerEntity).values(rows).orIgnore().returning(['id']).execute();
      const created = new Set((inserted.raw as { id: number }[]).map((r) => r.id));
      for (const row of rows.filter((r) => created.has(r.id))) await this.profiles.publish(row);
    });
  }
}
