import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';

/**
 * Keeps each customer's company (customers.comp_id) from CustomerProfileChanged, so the trail can say which company
 * an entry belongs to and a member reads the whole company's trail (issue 32: "their company's trail").
 */
@Injectable()
export class RecordCustomerCompany implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerProfileChanged', RecordCustomerCompany.name, (event) => this.handle(event));
  }

  async handle({ data }: InboundEvent<'CustomerProfileChanged'>): Promise<void> {
    if (!/^\d{1,9}$/.test(data.customerId)) return;
    const companyId = Number.isInteger(data.compId) && data.compId > 0 ? data.compId : null;
    await this.tx.manager.query(
      `INSERT INTO audit_customer_companies (customer_id, company_id) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
      [Number(data.customerId), companyId],
    );
  }
}
