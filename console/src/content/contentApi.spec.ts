import { describe, expect, it, jest } from '@jest/globals';
import type { ApiClient } from '../dataProvider/apiClient';
import { createContentApi } from './contentApi';

const fakeClient = () => {
  // Any answer will do: these tests read only what was asked.
  const json = jest.fn<ApiClient['json']>().mockResolvedValue({});
  return { client: { json } as unknown as ApiClient, json };
};

describe(createContentApi.name, () => {
  it('asks for the news, one article, the viewed mark and the unread count of the customer (spec 7)', async () => {
    const { client, json } = fakeClient();
    const api = createContentApi(client);
    await api.getNews(1001);
    await api.getNewsArticle(7);
    await api.markNewsViewed(7, 1001);
    await api.getUnreadNews(1001);
    expect(json.mock.calls.map((call) => call[0])).toEqual([
      '/news/list/1001?range=%5B0%2C99%5D',
      '/news/7',
      '/news/viewed/7/?custId=1001',
      '/news/unread/1001',
    ]);
  });

  it('posts test mails, carrier messages and newsletter subscriptions as JSON bodies', async () => {
    const { client, json } = fakeClient();
    const api = createContentApi(client);
    await api.sendTestMail('a@example.se');
    await api.sendCarrierMessage({ consignmentNo: '1000000016', message: 'Ring före', consentToCosts: true });
    await api.subscribeNewsletter(4, 'b@example.se');
    await api.unsubscribeNewsletter(4);
    expect(json.mock.calls).toEqual([
      ['/email/test', { method: 'POST', data: { to: 'a@example.se' } }],
      ['/email/carrier-message', { method: 'POST', data: { consignmentNo: '1000000016', message: 'Ring före', consentToCosts: true } }],
      ['/email/newsletter', { method: 'POST', data: { carrierCode: 4, email: 'b@example.se' } }],
      ['/email/newsletter/4', { method: 'DELETE' }],
    ]);
  });
});
