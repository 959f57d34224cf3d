// What other billing slices may use of bill orders: the bills queries read bill_orders through this row and its columns.
export type { BillOrderRow } from './database/bill-order.row';
export { BILL_ORDER_COLUMNS } from './database/bill-order.row';
