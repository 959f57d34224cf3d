import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';

/** NewsArticle (spec 3): `viewed` is the signed-in customer's. Messages are HTML the server sanitised. */
export interface NewsArticle {
  id: number;
  articleType: string;
  datePublish: string;
  header: string;
  message: string;
  messageExtended: string;
  linkUrl: string | null;
  linkText: string | null;
  linkTarget: string | null;
  picName: string | null;
  sortNr: number;
  viewed: boolean;
}

/** A mail the embedded SMTP sink caught (GET /email/sink, not in production). */
export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface NewsletterSubscription {
  carrierCode: number;
  carrierName: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
}

export interface CarrierMessage {
  consignmentNo: string;
  message: string;
  consentToCosts: boolean;
  replyTo?: string;
}

const path = (value: Id) => encodeURIComponent(String(value));

/** The content service's news and mail calls (spec 7, News and content; E-mail). */
export const createContentApi = (api: ApiClient) => ({
  getNews: (custId: Id) => api.json<NewsArticle[]>(`/news/list/${path(custId)}?range=${encodeURIComponent('[0,99]')}`),
  getNewsArticle: (id: Id) => api.json<NewsArticle>(`/news/${path(id)}`),
  /** Idempotent: marks the article read for the customer; answers the unread count after it. */
  markNewsViewed: (id: Id, custId: Id) =>
    api.json<{ id: number; viewed: true; unread: number }>(`/news/viewed/${path(id)}/?custId=${path(custId)}`),
  getUnreadNews: (custId: Id) => api.json<{ unread: number }>(`/news/unread/${path(custId)}`),
  sendTestMail: (to: string) => api.json<{ id: string }>('/email/test', { method: 'POST', data: { to } }),
  getCaughtMails: () => api.json<CaughtMail[]>(`/email/sink?range=${encodeURIComponent('[0,19]')}`),
  sendCarrierMessage: (message: CarrierMessage) => api.json<{ id: string }>('/email/carrier-message', { method: 'POST', data: message }),
  getNewsletters: () => api.json<NewsletterSubscription[]>('/email/newsletter'),
  subscribeNewsletter: (carrierCode: number, email: string) =>
    api.json<NewsletterSubscription>('/email/newsletter', { method: 'POST', data: { carrierCode, email } }),
  unsubscribeNewsletter: (carrierCode: number) => api.json<unknown>(`/email/newsletter/${path(carrierCode)}`, { method: 'DELETE' }),
});

export type ContentServiceApi = ReturnType<typeof createContentApi>;
