import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { ApiClient } from './apiClient';
import type { FraktApi } from './fraktApi';
import { toRaHttpClient } from './raHttpClient';
import { CONTACTS_RESOURCE, createContactsDataProvider, type ContactsApi } from '../contacts/dataProvider';
import { COMPLAINTS_RESOURCE, createComplaintsDataProvider, type ComplaintsApi } from '../complaints/dataProvider';
import { BOOKED_ORDERS_RESOURCE, createBookedOrdersDataProvider } from '../bookedList/bookedOrdersResource';
import type { ProfileApi } from '../profile/profileApi';
import type { BillApi } from '../bills/billApi';
import { BILL_ORDERS_RESOURCE, BILLS_RESOURCE, createBillOrdersDataProvider, createBillsDataProvider } from '../bills/dataProvider';

export { ApiError, isApiError } from './ApiError';
export type { ApiErrorBody, ApiFieldError } from './ApiError';
export { createApiClient } from './apiClient';
export type { ApiClient, ApiClientOptions } from './apiClient';
export { createFraktApi } from './fraktApi';
export type { FraktApi } from './fraktApi';

/** react-admin's dataProvider: one provider per API resource, plus the documented actions (book, print, cancel, import…). */
export type FraktDataProvider = DataProvider & FraktApi & ContactsApi & ProfileApi & BillApi & ComplaintsApi;

export const createDataProvider = (
  apiUrl: string,
  api: ApiClient,
  custom: FraktApi,
  contacts: ContactsApi,
  profile: ProfileApi,
  bill: BillApi,
  complaints: ComplaintsApi,
): FraktDataProvider => {
  const rest = simpleRestProvider(apiUrl, toRaHttpClient(api));
  const providers: Record<string, DataProvider> = {
    [CONTACTS_RESOURCE]: createContactsDataProvider(rest, api),
    [COMPLAINTS_RESOURCE]: createComplaintsDataProvider(rest, api),
    [BOOKED_ORDERS_RESOURCE]: createBookedOrdersDataProvider(api),
    [BILLS_RESOURCE]: createBillsDataProvider(rest),
    [BILL_ORDERS_RESOURCE]: createBillOrdersDataProvider(rest),
  };
  // A resource without a provider of its own is a path simple-rest reads as it is (the audit trail's, …).
  const resources = combineDataProviders((resource) => providers[resource] ?? rest);
  const { getList, getOne, getMany, getManyReference, create, update, updateMany, delete: remove, deleteMany } = resources;
  return {
    getList,
    getOne,
    getMany,
    getManyReference,
    create,
    update,
    updateMany,
    delete: remove,
    deleteMany,
    ...contacts,
    ...profile,
    ...bill,
    ...complaints,
    ...custom,
  };
};
