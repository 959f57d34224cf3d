import { ConfigError, loadConfig } from '@freight/kernel';
import { billingConfig } from './billing.config';

describe('billingConfig', () => {
  it('runs invoices twice a month, bills 15 kr per booking and blocks 14 days past due by default', () => {
    expect(billingConfig.of(loadConfig({}))).toEqual({ invoiceCron: '0 4 1,16 * *', transactionFeeOre: 1500, creditOverdueDays: 14 });
  });

  it('reads the values it is given and refuses a fee out of range', () => {
    expect(
      billingConfig.of(
        loadConfig({ BILLING_INVOICE_CRON: '0 5 * * 1', BILLING_TRANSACTION_FEE_ORE: '0', BILLING_CREDIT_OVERDUE_DAYS: '30' }),
      ),
    ).toEqual({
      invoiceCron: '0 5 * * 1',
      transactionFeeOre: 0,
      creditOverdueDays: 30,
    });
    expect(() => loadConfig({ BILLING_TRANSACTION_FEE_ORE: '-1' })).toThrow(
      new ConfigError(['BILLING_TRANSACTION_FEE_ORE must be an integer between 0 and 1000000 (got "-1")']),
    );
  });
});
