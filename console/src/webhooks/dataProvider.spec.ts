import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi, requested } from '../testing/recordingApi';
import { createWebhookDeliveriesDataProvider, createWebhooksApi, createWebhooksDataProvider, WEBHOOK_LIST } from './dataProvider';

const endpoint = { id: 'e1', url: 'https://erp.example.se/hooks', description: null, events: ['order.booked'], pending: 0, failed: 1 };

describe('webhooks data provider', () => {
  it("lists a customer's endpoints at /customer/webhooks/{customerId}, newest first, the total from Content-Range", async () => {
    const { rest, calls } = recordingApi(() => jsonResponse([endpoint], { 'Content-Range': 'webhooks 0-0/1' }));
    const list = await createWebhooksDataProvider(rest).getList('webhooks', { ...WEBHOOK_LIST, filter: {}, meta: { custId: 1001 } });
    expect(list).toEqual({ data: [endpoint], total: 1 });
    expect(requested(calls[0])).toEqual({
      method: 'GET',
      path: '/api/customer/webhooks/1001',
      query: { sort: '["createdAt","DESC"]', range: '[0,99]', filter: '{}' },
    });
    await expect(createWebhooksDataProvider(rest).getList('webhooks', { ...WEBHOOK_LIST })).rejects.toThrow('meta.custId is required');
  });

  it('removes an endpoint with DELETE under its customer', async () => {
    const { rest, calls } = recordingApi(() => jsonResponse({ id: 'e1' }));
    expect(await createWebhooksDataProvider(rest).delete('webhooks', { id: 'e1', meta: { custId: 1001 } })).toEqual({ data: { id: 'e1' } });
    expect(requested(calls[0])).toEqual({ method: 'DELETE', path: '/api/customer/webhooks/1001/e1', query: {} });
  });

  it("lists one endpoint's deliveries at …/{endpointId}/deliveries", async () => {
    const { rest, calls } = recordingApi(() => jsonResponse([], { 'Content-Range': 'webhookdeliveries */0' }));
    const list = await createWebhookDeliveriesDataProvider(rest).getList('webhookDeliveries', {
      ...WEBHOOK_LIST,
      filter: {},
      meta: { custId: 1001, endpointId: 'e1' },
    });
    expect(list).toEqual({ data: [], total: 0 });
    expect(requested(calls[0]).path).toBe('/api/customer/webhooks/1001/e1/deliveries');
  });

  it('registers an endpoint (the secret answered once) and resends a delivery as actions, and creates no record itself', async () => {
    const { api, rest, calls } = recordingApi(() => jsonResponse({ ...endpoint, secret: 'whsec_x' }, {}, 201));
    const webhooks = createWebhooksApi(api);
    expect((await webhooks.createWebhookEndpoint(1001, { url: endpoint.url, events: ['order.booked'] })).secret).toBe('whsec_x');
    await webhooks.resendWebhookDelivery(1001, 'd1');
    expect(calls).toEqual([
      { path: '/customer/webhooks/1001', method: 'POST', body: { url: endpoint.url, events: ['order.booked'] } },
      { path: '/customer/webhooks/1001/deliveries/d1/resend', method: 'POST', body: undefined },
    ]);
    await expect(createWebhooksDataProvider(rest).create('webhooks', { data: {} })).rejects.toThrow('registering is an action');
  });
});
