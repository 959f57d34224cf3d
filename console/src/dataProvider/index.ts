import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { ApiClient } from './apiClient';
import type { FraktApi } from './fraktApi';
import { toRaHttpClient } from './raHttpClient';
import { withContactsResource, type ContactsApi } from '../contact/contactsResource';
import { withComplaintsResource, type ComplaintsApi } from '../complaint/complaintsResource';
import { withBookedOrdersResource } from '../bookedList/bookedOrdersResource';
import type { ProfileApi } from '../profile/profileApi';
import type { BillApi } from '../bill/billApi';
import { withBillOrdersResource } from '../bill/billOrdersResource';

export { ApiError, isApiError } from './ApiError';
export type { ApiErrorBody, ApiFieldError } from './ApiError';
export { createApiClient } from './apiClient';
export type { ApiClient, ApiClientOptions } from './apiClient';
export { createFraktApi } from './fraktApi';
export type { FraktApi } from './fraktApi';

/** react-admin's dataProvider: simple-rest list resources plus the documented custom calls. */
export type FraktDataProvider = DataProvider & FraktApi & ContactsApi & ProfileApi & BillApi & ComplaintsApi;

export const createDataProvider = (
  apiUrl: string,
  api: ApiClient,
  custom: FraktApi,
  contacts: ContactsApi,
  profile: ProfileApi,
  bill: BillApi,
  complaints: ComplaintsApi,
): FraktDataProvider => ({
  ...withBookedOrdersResource(
    withComplaintsResource(withContactsResource(withBillOrdersResource(simpleRestProvider(apiUrl, toRaHttpClient(api))), api), api),
    api,
  ),
  ...contacts,
  ...profile,
  ...bill,
  ...complaints,
  ...custom,
});
