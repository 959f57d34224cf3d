import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi } from '../testing/recordingApi';
import { createCarrierAgreementsDataProvider } from './dataProvider';

const stored = { carrierCode: 4, accountNo: '123', credentials: { apiKey: '••••ab' }, updatedAt: '2026-11-01T10:00:00Z' };

describe('carrier agreements data provider', () => {
  it("lists the customer's agreements at /carrier/agreement/{customerId}, the carrier code as the id", async () => {
    const { api, calls } = recordingApi(() => jsonResponse([stored]));
    expect(await createCarrierAgreementsDataProvider(api).getList('carrierAgreements', { meta: { custId: 1001 } })).toEqual({
      data: [{ ...stored, id: 4 }],
      total: 1,
    });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /carrier/agreement/1001']);
  });

  it("stores or replaces one carrier's agreement with PUT and removes it with DELETE", async () => {
    const { api, calls } = recordingApi(() => jsonResponse(stored));
    const agreements = createCarrierAgreementsDataProvider(api);
    const data = { accountNo: '123', credentials: { apiKey: 'secret' } };
    expect(await agreements.update('carrierAgreements', { id: 4, data, previousData: { id: 4 }, meta: { custId: 1001 } })).toEqual({
      data: { ...stored, id: 4 },
    });
    await agreements.delete('carrierAgreements', { id: 4, meta: { custId: 1001 } });
    expect(calls).toEqual([
      { path: '/carrier/agreement/1001/4', method: 'PUT', body: data },
      { path: '/carrier/agreement/1001/4', method: 'DELETE', body: undefined },
    ]);
    await expect(agreements.update('carrierAgreements', { id: 4, data, previousData: { id: 4 } })).rejects.toThrow(
      'meta.custId is required',
    );
  });
});
