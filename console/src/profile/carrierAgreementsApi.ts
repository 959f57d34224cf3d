import type { ApiAnswer } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';

export type CarrierAgreement = ApiAnswer<'/api/carrier/agreement/{customerId}/{carrierCode}', 'put'>;

/**
 * What each carrier's API needs of the customer's own agreement (shipping's AGREEMENT_SHAPES): the account, shown in
 * full, and the credentials, all secret. In the order the profile lists them.
 */
export const AGREEMENT_CARRIERS = [
  { code: 131, name: 'UPS', account: 'shipperNumber', secrets: ['clientId', 'clientSecret'] },
  { code: 4, name: 'PostNord', account: 'customerNumber', secrets: ['apiKey'] },
  { code: 225, name: 'DHL Express', account: 'accountNumber', secrets: ['username', 'password'] },
  { code: 116, name: 'DB Schenker', account: 'userId', secrets: ['accessKey'] },
] as const;

export type AgreementCarrier = (typeof AGREEMENT_CARRIERS)[number];

const path = (customerId: Id, carrierCode?: number) =>
  `/carrier/agreement/${encodeURIComponent(String(customerId))}${carrierCode === undefined ? '' : `/${carrierCode}`}`;

/** The customer's own carrier agreements (shipping, issue 27): listed masked, stored or replaced whole, removed. */
export const createCarrierAgreementsApi = (api: ApiClient) => ({
  listCarrierAgreements: (customerId: Id) => api.json<CarrierAgreement[]>(path(customerId)),
  saveCarrierAgreement: (customerId: Id, carrierCode: number, data: { accountNo: string; credentials: Record<string, string> }) =>
    api.json<CarrierAgreement>(path(customerId, carrierCode), { method: 'PUT', data }),
  deleteCarrierAgreement: (customerId: Id, carrierCode: number) => api.json<unknown>(path(customerId, carrierCode), { method: 'DELETE' }),
});
