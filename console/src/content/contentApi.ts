import type { ApiAnswer, ApiBody, Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';

/** NewsArticle (spec 3): `viewed` is the signed-in customer's. Messages are HTML the server sanitised. */
export type NewsArticle = Schema<'NewsArticle'>;

/** A mail the embedded SMTP sink caught (GET /email/sink, not in production). */
export type CaughtMail = ApiAnswer<'/api/email/sink', 'get'>[number];

export type NewsletterSubscription = Schema<'NewsletterSubscription'>;

/** The dialog sends its checkbox as it is: the server takes only consentToCosts true and answers false with its field error. */
export type CarrierMessage = Omit<ApiBody<'/api/email/carrier-message', 'post'>, 'consentToCosts'> & { consentToCosts: boolean };

const path = (value: Id) => encodeURIComponent(String(value));

/** The content service's news and mail calls (spec 7, News and content; E-mail). */
export const createContentApi = (api: ApiClient) => ({
  getNews: (custId: Id) => api.json<NewsArticle[]>(`/news/list/${path(custId)}?range=${encodeURIComponent('[0,99]')}`),
  getNewsArticle: (id: Id) => api.json<NewsArticle>(`/news/${path(id)}`),
  /** Idempotent: marks the article read for the customer; answers the unread count after it. */
  markNewsViewed: (id: Id, custId: Id) =>
    api.json<ApiAnswer<'/api/news/viewed/{id}', 'get'>>(`/news/viewed/${path(id)}/?custId=${path(custId)}`),
  getUnreadNews: (custId: Id) => api.json<ApiAnswer<'/api/news/unread/{custId}', 'get'>>(`/news/unread/${path(custId)}`),
  sendTestMail: (to: string) => api.json<Schema<'MailQueued'>>('/email/test', { method: 'POST', data: { to } }),
  getCaughtMails: () => api.json<CaughtMail[]>(`/email/sink?range=${encodeURIComponent('[0,19]')}`),
  sendCarrierMessage: (message: CarrierMessage) =>
    api.json<Schema<'MailQueued'>>('/email/carrier-message', { method: 'POST', data: message }),
  getNewsletters: () => api.json<NewsletterSubscription[]>('/email/newsletter'),
  subscribeNewsletter: (carrierCode: number, email: string) =>
    api.json<NewsletterSubscription>('/email/newsletter', { method: 'POST', data: { carrierCode, email } }),
  unsubscribeNewsletter: (carrierCode: number) => api.json<unknown>(`/email/newsletter/${path(carrierCode)}`, { method: 'DELETE' }),
});

export type ContentServiceApi = ReturnType<typeof createContentApi>;
