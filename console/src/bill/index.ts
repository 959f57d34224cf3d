export { BalanceCard } from './BalanceCard';
export { createBillApi } from './billApi';
export type { BillApi } from './billApi';
export { BillListPage } from './BillListPage';
export { BillOrderListPage } from './BillOrderListPage';
export { billMessages } from './messages';
export { PayLaterPage, PayLaterTermsPage } from './PayLaterPage';
