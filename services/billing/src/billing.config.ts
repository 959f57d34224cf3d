import { defineConfigSection } from '@freight/kernel';
import { DEFAULT_TRANSACTION_FEE_ORE } from '@freight/reference-data';

/** Billing's settings. */
export interface BillingConfig {
  /** When invoice runs start (cron, Europe/Stockholm): twice a month by default. */
  invoiceCron: string;
  /** Billed per booking, excluding VAT. */
  transactionFeeOre: number;
  /** Days past its due date an unpaid invoice may be before the customer is blocked from booking. */
  creditOverdueDays: number;
}

export const billingConfig = defineConfigSection<BillingConfig>('billing', (reader) => ({
  invoiceCron: reader.read('BILLING_INVOICE_CRON') ?? '0 4 1,16 * *',
  transactionFeeOre: reader.int('BILLING_TRANSACTION_FEE_ORE', DEFAULT_TRANSACTION_FEE_ORE, 0, 1_000_000),
  creditOverdueDays: reader.int('BILLING_CREDIT_OVERDUE_DAYS', 14, 0, 365),
}));

/** `@Inject(BILLING_CONFIG) config: BillingConfig` */
export const BILLING_CONFIG = billingConfig.token;
