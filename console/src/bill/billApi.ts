import { apiErrorFromResponse } from '../dataProvider/ApiError';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';

/** The spec's Bill (amounts incl. VAT in `total`; a credit flag marks credit invoices). */
export interface Bill {
  id: number;
  type: 'INVOICE' | 'CREDIT';
  refId: string;
  custId: number;
  billDate: string;
  dueDate: string;
  paidDate: string | null;
  paid: boolean;
  currency: string;
  totalCapital: string;
  totalVat: string;
  total: string;
  credit: boolean;
  creditsBillId: number | null;
}

export interface BillBalance {
  compId: number | null;
  creditLimit: string;
  unbilled: string;
  overdue: string;
  notOverdue: string;
  balance: string;
  creditBlock: boolean;
}

export interface PayLaterTerms {
  version: string;
  days: number;
  standardDays: number;
  title: string;
  text: string[];
}

export interface PayLaterApplication {
  id: number;
  termsVersion: string;
  days: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  appliedAt: string;
}

export interface PayLaterStatus {
  paymentDays: number;
  applications: PayLaterApplication[];
}

/** react-admin resources (ra-data-simple-rest reads these paths as they are): invoices and bill orders of a customer. */
export const billsResource = (customerId: Id) => `bill/customer/${encodeURIComponent(String(customerId))}`;
export const billOrdersResource = (customerId: Id) => `bill/order/customer/${encodeURIComponent(String(customerId))}`;

const customer = (customerId: Id) => encodeURIComponent(String(customerId));

/** The billing calls that are not lists (spec 7, Bills; pay later). */
export const createBillApi = (api: ApiClient) => ({
  billBalance: (customerId: Id) => api.json<BillBalance>(`/bill/balance/customer/${customer(customerId)}`),
  /** GET /bill/link/{id}: the invoice PDF, fetched with the session's token. */
  billPdf: async (billId: Id) => {
    const response = await api.request(`/bill/link/${encodeURIComponent(String(billId))}`);
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response.blob();
  },
  payLaterTerms: () => api.json<PayLaterTerms>('/bill/paylater/terms'),
  payLaterStatus: (customerId: Id) => api.json<PayLaterStatus>(`/bill/paylater/customer/${customer(customerId)}`),
  applyForPayLater: (customerId: Id, termsVersion: string) =>
    api.json<PayLaterApplication>(`/bill/paylater/customer/${customer(customerId)}`, {
      method: 'POST',
      data: { termsVersion, accepted: true },
    }),
});

export type BillApi = ReturnType<typeof createBillApi>;

/** Spec 9: two decimals with a decimal comma. */
export const formatAmount = (amount: string | number, currency = 'SEK') => {
  const n = Number(amount);
  return Number.isFinite(n) ? `${n.toFixed(2).replace('.', ',')} ${currency}` : '';
};
