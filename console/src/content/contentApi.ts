import type { ApiAnswer, ApiBody, Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';

/** A mail the embedded SMTP sink caught (GET /email/sink, not in production). */
export type CaughtMail = ApiAnswer<'/api/email/sink', 'get'>[number];

/** The dialog sends its checkbox as it is: the server takes only consentToCosts true and answers false with its field error. */
export type CarrierMessage = Omit<ApiBody<'/api/email/carrier-message', 'post'>, 'consentToCosts'> & { consentToCosts: boolean };

/** The content service's mail calls (spec 7, E-mail): actions, not resources (news and newsletters are resources). */
export const createContentApi = (api: ApiClient) => ({
  sendTestMail: (to: string) => api.json<Schema<'MailQueued'>>('/email/test', { method: 'POST', data: { to } }),
  getCaughtMails: () => api.json<CaughtMail[]>(`/email/sink?range=${encodeURIComponent('[0,19]')}`),
  sendCarrierMessage: (message: CarrierMessage) =>
    api.json<Schema<'MailQueued'>>('/email/carrier-message', { method: 'POST', data: message }),
});

export type ContentServiceApi = ReturnType<typeof createContentApi>;
