import { readBlob } from '../dataProvider/ApiError';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';
import type { ApiAnswer, Schema } from '../api/types';

/** The spec's Bill (amounts incl. VAT in `total`; a credit flag marks credit invoices), as the server documents it. */
export type Bill = Schema<'Bill'>;
export type BillOrder = Schema<'BillOrder'>;
export type BillBalance = ApiAnswer<'/api/bill/balance/customer/{custId}', 'get'>;
export type PayLaterTerms = ApiAnswer<'/api/bill/paylater/terms', 'get'>;
export type PayLaterApplication = Schema<'PayLaterApplication'>;
export type PayLaterStatus = ApiAnswer<'/api/bill/paylater/customer/{custId}', 'get'>;

const customer = (customerId: Id) => encodeURIComponent(String(customerId));

/** The billing calls that are not lists (spec 7, Bills; pay later). */
export const createBillApi = (api: ApiClient) => ({
  billBalance: (customerId: Id) => api.json<BillBalance>(`/bill/balance/customer/${customer(customerId)}`),
  /** GET /bill/link/{id}: the invoice PDF, fetched with the session's token. */
  billPdf: async (billId: Id) => readBlob(await api.request(`/bill/link/${encodeURIComponent(String(billId))}`)),
  payLaterTerms: () => api.json<PayLaterTerms>('/bill/paylater/terms'),
  payLaterStatus: (customerId: Id) => api.json<PayLaterStatus>(`/bill/paylater/customer/${customer(customerId)}`),
  applyForPayLater: (customerId: Id, termsVersion: string) =>
    api.json<PayLaterApplication>(`/bill/paylater/customer/${customer(customerId)}`, {
      method: 'POST',
      data: { termsVersion, accepted: true },
    }),
});

export type BillApi = ReturnType<typeof createBillApi>;
