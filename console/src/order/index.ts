export type { Order, OrderQuery } from './order';
export { useUnbookedCount } from './useUnbookedCount';
