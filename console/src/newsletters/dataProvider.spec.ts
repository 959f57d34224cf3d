import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi } from '../testing/recordingApi';
import { createNewslettersDataProvider } from './dataProvider';

const subscription = { carrierCode: 4, carrierName: 'PostNord', email: 'b@example.se', status: 'pending' };

describe('newsletters data provider', () => {
  it('lists the subscriptions of /email/newsletter whole, the carrier code as the id', async () => {
    const { api, calls } = recordingApi(() => jsonResponse([subscription]));
    expect(await createNewslettersDataProvider(api).getList('newsletters', { meta: { custId: 1001 } })).toEqual({
      data: [{ ...subscription, id: 4 }],
      total: 1,
    });
    expect(calls).toEqual([{ path: '/email/newsletter', method: 'GET', body: undefined }]);
  });

  it('subscribes with POST /email/newsletter and ends with DELETE /email/newsletter/{carrierCode}', async () => {
    const { api, calls } = recordingApi(() => jsonResponse(subscription));
    const newsletters = createNewslettersDataProvider(api);
    expect(await newsletters.create('newsletters', { data: { carrierCode: 4, email: 'b@example.se' } })).toEqual({
      data: { ...subscription, id: 4 },
    });
    await newsletters.delete('newsletters', { id: 4, previousData: { ...subscription, id: 4 } });
    expect(calls).toEqual([
      { path: '/email/newsletter', method: 'POST', body: { carrierCode: 4, email: 'b@example.se' } },
      { path: '/email/newsletter/4', method: 'DELETE', body: undefined },
    ]);
  });

  it('has nothing else to call', async () => {
    const { api } = recordingApi(() => jsonResponse({}));
    await expect(createNewslettersDataProvider(api).update('newsletters', { id: 4, data: {}, previousData: { id: 4 } })).rejects.toThrow(
      'only listed, subscribed to and ended',
    );
  });
});
