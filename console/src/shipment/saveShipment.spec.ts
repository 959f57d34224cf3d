import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../dataProvider/ApiError';
import type { ShipmentApi } from '../dataProvider/shipmentApi';
import { newCompletion } from './completion';
import { newDraft, type ShipmentDraft } from './draft';
import { newGoodsItem } from './goods';
import { saveShipment } from './saveShipment';

type Api = Pick<ShipmentApi, 'createConsignment' | 'updateConsignment' | 'createOrder' | 'updateOrder'>;

const fakeApi = (overrides: Partial<{ [K in keyof Api]: jest.Mock<Api[K]> }> = {}) => ({
  createConsignment: jest.fn<Api['createConsignment']>(async () => ({ consignments: [{ consignmentId: 'new-c' }], errors: [] })),
  updateConsignment: jest.fn<Api['updateConsignment']>(async (request) => ({
    consignments: [{ consignmentId: request.consignmentId }],
    errors: [],
  })),
  createOrder: jest.fn<Api['createOrder']>(async () => ({ orderNo: 'NEWORDER' })),
  updateOrder: jest.fn<Api['updateOrder']>(async (request) => ({ orderNo: request.orderNo! })),
  ...overrides,
});

const draft = (ids: Partial<ShipmentDraft> = {}): ShipmentDraft => ({
  ...newDraft(),
  from: { countrycode: 'SE', postcode: '11122', city: 'Stockholm' },
  to: { countrycode: 'SE', postcode: '41301', city: 'Göteborg' },
  goods: [newGoodsItem({ weight: '5', length: '10', width: '10', height: '10' })],
  chosen: { templateName: 'PN_PARCEL' },
  ...ids,
});

describe('saving step 3', () => {
  it('creates the consignment, then its order', async () => {
    const api = fakeApi();
    expect(await saveShipment(api, draft(), newCompletion(), undefined)).toEqual({
      ok: true,
      consignmentId: 'new-c',
      orderNo: 'NEWORDER',
      created: true,
    });
    expect(api.createOrder).toHaveBeenCalledWith(expect.objectContaining({ consignmentId: 'new-c', insured: false }));
    expect(api.updateConsignment).not.toHaveBeenCalled();
  });

  it('updates both when the draft was saved before', async () => {
    const api = fakeApi();
    const result = await saveShipment(api, draft({ consignmentId: 'c-1', orderNo: 'O-1' }), newCompletion(), undefined);
    expect(result).toEqual({ ok: true, consignmentId: 'c-1', orderNo: 'O-1', created: false });
    expect(api.createConsignment).not.toHaveBeenCalled();
    expect(api.updateOrder).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'O-1' }));
  });

  it('creates anew when the saved consignment is gone (404)', async () => {
    const api = {
      ...fakeApi(),
      updateConsignment: jest.fn<Api['updateConsignment']>().mockRejectedValue(new ApiError(404, { message: 'Hittades inte' })),
    };
    const result = await saveShipment(api, draft({ consignmentId: 'gone', orderNo: 'GONE' }), newCompletion(), undefined);
    // The order that was gone is new in the send list again: an add, not an edit.
    expect(result).toEqual({ ok: true, consignmentId: 'new-c', orderNo: 'NEWORDER', created: true });
    expect(api.createConsignment.mock.calls[0][0]).not.toHaveProperty('consignmentId');
    expect(api.updateOrder).not.toHaveBeenCalled();
  });

  it("stops at the consignment answer's errors, de-duplicated by code", async () => {
    const api = fakeApi({
      createConsignment: jest.fn<Api['createConsignment']>(async () => ({
        consignments: [],
        errors: [
          { code: 'E', description: 'Fel 1' },
          { code: 'E', description: 'Fel 1' },
        ],
      })),
    });
    expect(await saveShipment(api, draft(), newCompletion(), undefined)).toEqual({
      ok: false,
      errors: [{ code: 'E', description: 'Fel 1' }],
    });
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('keeps the new consignment id when the order fails, with the server message and field messages', async () => {
    const api = fakeApi({
      createOrder: jest.fn<Api['createOrder']>().mockRejectedValue(
        new ApiError(400, {
          code: 'VALIDATION.FAILED',
          message: 'Ogiltiga uppgifter',
          errors: [{ field: 'goodsValue', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' }],
        }),
      ),
    });
    expect(await saveShipment(api, draft(), newCompletion(), undefined)).toEqual({
      ok: false,
      consignmentId: 'new-c',
      errors: [
        { code: 'VALIDATION.FAILED', description: 'Ogiltiga uppgifter' },
        { code: 'VALIDATION.REQUIRED:goodsValue', description: 'Obligatoriskt fält' },
      ],
    });
  });
});
