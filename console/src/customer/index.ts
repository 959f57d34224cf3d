export { isAdmin, normalizeCustomer, pricesInclVatFirst } from './customer';
export type { Carrier, ConsigneeType, Customer } from './customer';
export { useCustomer, useLogoutWhenCustomerFails, usePricesInclVatFirst } from './useCustomer';
