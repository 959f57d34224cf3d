import { describe, expect, it } from '@jest/globals';
import { draftFromOrder, type OrderDetail } from './fromOrder';

const order: OrderDetail = {
  orderNo: 'ORDER123',
  consignmentId: 'c-1',
  templateName: 'DBS_SYSTEM',
  consigneeType: 'private',
  calculatedPrice: '412.50',
  calculatedCurrency: 'SEK',
  insured: true,
  goodsValue: '25000.00',
  senderOrderRef: 'PO-7',
  consignment: {
    transportProduct: {
      pickup: { date: '2020-06-01', earliest: '2020-06-01T07:00:00.000Z', latest: '2020-06-01T16:00:00+02:00', instruction: ['Ring'] },
      delivery: { instruction: ['Baksidan'] },
      serviceOption: [{ type: 'COD', value: 1250 }],
    },
    part: [
      {
        role: 'consignee',
        address: { name: 'Bertil', addressLine: ['Hamngatan 2', ''], postcode: '10001', city: 'New York', state: 'NY', countrycode: 'US' },
      },
      {
        role: 'consignor',
        address: { name: 'Anna', addressLine: ['Storgatan 1', 'Box 3'], postcode: '11122', city: 'Stockholm', countrycode: 'SE' },
        communication: { mobile: { value: '0701', notify: true } },
      },
    ],
    goodsItem: [{ noOfPackages: 2, weight: 300, length: 120, width: 80, height: 100, packageType: 'pallet', isStackable: false }],
  },
};

describe('a send-list order as a draft', () => {
  it('fills steps 1 to 3 and keeps the ids', () => {
    const draft = draftFromOrder(order, new Date('2030-05-06T08:00:00+02:00'));
    expect(draft.from).toEqual({ countrycode: 'SE', postcode: '11122', city: 'Stockholm' });
    expect(draft.to).toEqual({ countrycode: 'US', postcode: '10001', city: 'New York' });
    expect(draft.goods[0]).toMatchObject({
      noOfPackages: '2',
      // The order's 300 kg is the row's total: step 1 shows the weight per package (issue 29).
      weight: '150',
      length: '120',
      width: '80',
      packageType: 'pallet',
      isReadOnly: true,
      isStackable: false,
    });
    expect(draft.chosen).toEqual({ templateName: 'DBS_SYSTEM', priceExclVat: 412.5, currency: 'SEK' });
    expect(draft.consigneeType).toBe('private');
    expect(draft).toMatchObject({ consignmentId: 'c-1', orderNo: 'ORDER123' });
    expect(draft.completion).toMatchObject({
      consignor: { name: 'Anna', address1: 'Storgatan 1', address2: 'Box 3', mobile: '0701', mobileNotify: true },
      consignee: { name: 'Bertil', state: 'NY' },
      // A past pickup moves to the first window (issue 29): Monday 08:00 gives the day's pickup hours.
      pickup: { date: '2030-05-06', earliest: '09:00', latest: '16:00', instruction: 'Ring' },
      deliveryInstruction: 'Baksidan',
      options: { COD: { chosen: true, value: '1250' } },
      insured: true,
      goodsValue: '25000',
      senderOrderRef: 'PO-7',
    });
  });
});
