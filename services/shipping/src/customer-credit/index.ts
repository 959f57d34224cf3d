import { CreateCustomerCredit1733000000500 } from './customer-credit.migrations';
import { CustomerCredit } from './customer-credit';
import { RecordCustomerCreditWhenChanged } from './record-customer-credit-when-changed';

export { CustomerCredit } from './customer-credit';

/** Billing's credit block, kept by shipping so booking can refuse a blocked customer without asking billing. */
export const customerCreditMigrations = [CreateCustomerCredit1733000000500];
export const customerCreditProviders = [CustomerCredit, RecordCustomerCreditWhenChanged];
