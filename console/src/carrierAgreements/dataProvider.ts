import type { DataProvider, DeleteParams, GetListParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import type { ApiAnswer } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import { customerSegment, onlyThese, pathSegment } from '../dataProvider/resourceParts';

export const CARRIER_AGREEMENTS_RESOURCE = 'carrierAgreements';

type StoredAgreement = ApiAnswer<'/api/carrier/agreement/{customerId}/{carrierCode}', 'put'>;

/** The customer's own agreement with one carrier (credentials masked): the carrier code is its id. */
export type CarrierAgreement = StoredAgreement & { id: number };

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

/** The customer's agreements, as `meta.custId`, and one carrier's among them. */
const path = (meta: GetListParams['meta'], carrierCode?: Identifier) =>
  `/carrier/agreement/${customerSegment(CARRIER_AGREEMENTS_RESOURCE, meta)}${carrierCode === undefined ? '' : `/${pathSegment(carrierCode)}`}`;

const asRecord = <R extends RaRecord>(agreement: StoredAgreement) => ({ ...agreement, id: agreement.carrierCode }) as unknown as R;

/**
 * The carrier agreements resource (shipping, issue 27; issue 26): the customer's own agreements, at most one per
 * carrier, listed whole (a handful, no Content-Range), stored or replaced whole with PUT (update, also for a carrier
 * without one yet) and removed with DELETE.
 */
export const createCarrierAgreementsDataProvider = (api: ApiClient): DataProvider =>
  onlyThese(CARRIER_AGREEMENTS_RESOURCE, 'listed, stored whole and removed', {
    getList: async <R extends RaRecord>(_resource: string, { meta, signal }: GetListParams) => {
      const rows = await api.json<StoredAgreement[]>(path(meta), { signal });
      return { data: rows.map((row) => asRecord<R>(row)), total: rows.length };
    },
    update: async <R extends RaRecord>(_resource: string, { id, data, meta }: UpdateParams<R>) => ({
      data: asRecord<R>(await api.json<StoredAgreement>(path(meta, id), { method: 'PUT', data })),
    }),
    delete: async <R extends RaRecord>(_resource: string, { id, previousData, meta }: DeleteParams<R>) => {
      await api.json<unknown>(path(meta, id), { method: 'DELETE' });
      return { data: previousData ?? ({ id } as R) };
    },
  });
