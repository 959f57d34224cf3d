import { describe, expect, it, jest } from '@jest/globals';
import type { ApiClient } from '../dataProvider/apiClient';
import { createContentApi } from './contentApi';

const fakeClient = () => {
  // Any answer will do: these tests read only what was asked.
  const json = jest.fn<ApiClient['json']>().mockResolvedValue({});
  return { client: { json } as unknown as ApiClient, json };
};

describe(createContentApi.name, () => {
  it('posts test mails and carrier messages as JSON bodies', async () => {
    const { client, json } = fakeClient();
    const api = createContentApi(client);
    await api.sendTestMail('a@example.se');
    await api.sendCarrierMessage({ consignmentNo: '1000000016', message: 'Ring före', consentToCosts: true });
    expect(json.mock.calls).toEqual([
      ['/email/test', { method: 'POST', data: { to: 'a@example.se' } }],
      ['/email/carrier-message', { method: 'POST', data: { consignmentNo: '1000000016', message: 'Ring före', consentToCosts: true } }],
    ]);
  });
});
