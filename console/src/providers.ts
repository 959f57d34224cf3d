import { memoryStore } from 'react-admin';
import { config } from './config';
import { createComplaintsApi } from './complaints/dataProvider';
import { createContactsApi } from './contacts/dataProvider';
import { createBillApi } from './bills/billApi';
import { createProfileApi } from './profile/profileApi';
import { createNewsApi } from './news/dataProvider';
import { createUsersApi } from './users/dataProvider';
import { createCustomsApi } from './customs/dataProvider';
import { createWebhooksApi } from './webhooks/dataProvider';
import { createApiKeysApi } from './apiKeys/dataProvider';
import { createDataProvider, createFraktApi } from './dataProvider';
import { getStoredLanguage } from './i18n/language';
import { apiClient, authProvider, sessionStore } from './session/browserSession';

/** Composition root of react-admin's providers, on the browser session of session/browserSession.ts. */
export { authProvider, sessionStore };

const fraktApi = createFraktApi(apiClient);

const contactsApi = createContactsApi(apiClient, {
  accessToken: () => sessionStore.current()?.accessToken,
  language: getStoredLanguage,
});

const uploadAuth = { accessToken: () => sessionStore.current()?.accessToken, language: getStoredLanguage };

export const dataProvider = createDataProvider(
  config.apiUrl,
  apiClient,
  fraktApi,
  contactsApi,
  createProfileApi(apiClient),
  createBillApi(apiClient),
  createComplaintsApi(apiClient, uploadAuth),
  createNewsApi(apiClient),
  createUsersApi(apiClient),
  createCustomsApi(apiClient),
  createWebhooksApi(apiClient),
  createApiKeysApi(apiClient),
);

/** react-admin's own store (panel state and the like) lives in memory: nothing of it outlives the page. */
export const store = memoryStore();
