export type { Order, OrderQuery } from './order';
export { ORDER_QUERY_ROOT, useUnbookedCount } from './useUnbookedCount';
