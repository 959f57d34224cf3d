import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { ApiClient } from './apiClient';
import type { FraktApi } from './fraktApi';
import { toRaHttpClient } from './raHttpClient';
import { CONTACTS_RESOURCE, createContactsDataProvider, type ContactsApi } from '../contacts/dataProvider';
import { COMPLAINTS_RESOURCE, createComplaintsDataProvider, type ComplaintsApi } from '../complaints/dataProvider';
import { BOOKED_ORDERS_RESOURCE, createBookedOrdersDataProvider } from '../bookedList/dataProvider';
import type { ProfileApi } from '../profile/profileApi';
import { AUDIT_RESOURCE, createAuditDataProvider } from '../audit/dataProvider';
import { createNewsDataProvider, NEWS_RESOURCE, type NewsApi } from '../news/dataProvider';
import { createNewslettersDataProvider, NEWSLETTERS_RESOURCE } from '../newsletters/dataProvider';
import { createUsersDataProvider, USERS_RESOURCE, type UsersApi } from '../users/dataProvider';
import {
  createCustomsDataProvider,
  createPaperlessDataProvider,
  CUSTOMS_RESOURCE,
  PAPERLESS_RESOURCE,
  type CustomsApi,
} from '../customs/dataProvider';
import { CARRIER_AGREEMENTS_RESOURCE, createCarrierAgreementsDataProvider } from '../carrierAgreements/dataProvider';
import {
  createWebhookDeliveriesDataProvider,
  createWebhooksDataProvider,
  WEBHOOK_DELIVERIES_RESOURCE,
  WEBHOOKS_RESOURCE,
  type WebhooksApi,
} from '../webhooks/dataProvider';
import { API_KEYS_RESOURCE, createApiKeysDataProvider, type ApiKeysApi } from '../apiKeys/dataProvider';
import type { BillApi } from '../bills/billApi';
import { BILL_ORDERS_RESOURCE, BILLS_RESOURCE, createBillOrdersDataProvider, createBillsDataProvider } from '../bills/dataProvider';

export { ApiError, isApiError } from './ApiError';
export type { ApiErrorBody, ApiFieldError } from './ApiError';
export { createApiClient } from './apiClient';
export type { ApiClient, ApiClientOptions } from './apiClient';
export { createFraktApi } from './fraktApi';
export type { FraktApi } from './fraktApi';

/** react-admin's dataProvider: one provider per API resource, plus the documented actions (book, print, cancel, import…). */
export type FraktDataProvider = DataProvider &
  FraktApi &
  ContactsApi &
  ProfileApi &
  BillApi &
  ComplaintsApi &
  NewsApi &
  UsersApi &
  CustomsApi &
  WebhooksApi &
  ApiKeysApi;

export const createDataProvider = (
  apiUrl: string,
  api: ApiClient,
  custom: FraktApi,
  contacts: ContactsApi,
  profile: ProfileApi,
  bill: BillApi,
  complaints: ComplaintsApi,
  news: NewsApi,
  users: UsersApi,
  customs: CustomsApi,
  webhooks: WebhooksApi,
  apiKeys: ApiKeysApi,
): FraktDataProvider => {
  const rest = simpleRestProvider(apiUrl, toRaHttpClient(api));
  const providers: Record<string, DataProvider> = {
    [CONTACTS_RESOURCE]: createContactsDataProvider(rest, api),
    [COMPLAINTS_RESOURCE]: createComplaintsDataProvider(rest, api),
    [BOOKED_ORDERS_RESOURCE]: createBookedOrdersDataProvider(api),
    [BILLS_RESOURCE]: createBillsDataProvider(rest),
    [BILL_ORDERS_RESOURCE]: createBillOrdersDataProvider(rest),
    [AUDIT_RESOURCE]: createAuditDataProvider(rest),
    [NEWS_RESOURCE]: createNewsDataProvider(rest),
    [NEWSLETTERS_RESOURCE]: createNewslettersDataProvider(api),
    [USERS_RESOURCE]: createUsersDataProvider(rest),
    [CUSTOMS_RESOURCE]: createCustomsDataProvider(api),
    [PAPERLESS_RESOURCE]: createPaperlessDataProvider(api),
    [CARRIER_AGREEMENTS_RESOURCE]: createCarrierAgreementsDataProvider(api),
    [WEBHOOKS_RESOURCE]: createWebhooksDataProvider(rest),
    [WEBHOOK_DELIVERIES_RESOURCE]: createWebhookDeliveriesDataProvider(rest),
    [API_KEYS_RESOURCE]: createApiKeysDataProvider(rest),
  };
  // A resource without a provider of its own is a path simple-rest reads as it is.
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
    ...news,
    ...users,
    ...customs,
    ...webhooks,
    ...apiKeys,
    ...custom,
  };
};
