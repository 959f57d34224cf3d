export { isAdmin, normalizeCustomer } from './customer';
export type { Carrier, ConsigneeType, Customer } from './customer';
export { useCustomer, useLogoutWhenCustomerFails } from './useCustomer';
