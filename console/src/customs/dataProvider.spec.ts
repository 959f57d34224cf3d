import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi } from '../testing/recordingApi';
import { createCustomsApi, createCustomsDataProvider, createPaperlessDataProvider } from './dataProvider';

describe('customs data providers', () => {
  it("read and replace a consignment's customs document at /consignment/customs/{id}, the consignment id as the record's", async () => {
    const { api, calls } = recordingApi((call) => jsonResponse({ consignmentId: '91', declaration: call.body ?? null }));
    const customs = createCustomsDataProvider(api);
    expect(await customs.getOne('customs', { id: '91' })).toEqual({ data: { id: '91', consignmentId: '91', declaration: null } });
    expect(await customs.update('customs', { id: '91', data: { invoiceNo: 'F1' }, previousData: { id: '91' } })).toEqual({
      data: { id: '91', consignmentId: '91', declaration: { invoiceNo: 'F1' } },
    });
    expect(calls.map(({ path, method, body }) => [method, path, body])).toEqual([
      ['GET', '/consignment/customs/91', undefined],
      ['PUT', '/consignment/customs/91', { invoiceNo: 'F1' }],
    ]);
    await expect(customs.getList('customs', {})).rejects.toThrow('one per consignment');
  });

  it('choose paperless with PUT /consignment/upspaperless/{id}; a PDF and the invoice are sent as actions', async () => {
    const { api, calls } = recordingApi(() => jsonResponse({ paperless: true }));
    await createPaperlessDataProvider(api).update('paperless', { id: '91', data: { paperless: true }, previousData: { id: '91' } });
    const actions = createCustomsApi(api);
    await actions.uploadCustomsDocument('91', new Blob(['%PDF']), 'faktura 1.pdf');
    await actions.sendCustomsInvoice('91');
    expect(calls.map(({ path, method }) => `${method} ${path}`)).toEqual([
      'PUT /consignment/upspaperless/91',
      'POST /consignment/upspaperless/91/documents?name=faktura+1.pdf',
      'POST /consignment/upspaperless/91/invoice',
    ]);
  });
});
