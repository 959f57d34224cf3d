export { BalanceCard } from './BalanceCard';
export { createBillApi } from './billApi';
export type { BillApi } from './billApi';
export { BillList } from './BillList';
export { BillOrderList } from './BillOrderList';
export { billMessages } from './messages';
export { billOrdersResource, billsResource } from './resource';
export { PayLaterPage, PayLaterTermsPage } from './PayLaterPage';
