import { describe, expect, it, jest } from '@jest/globals';
import {
  cartLineOfChosen,
  cartLineOfOffer,
  cartLineOfOrder,
  reportPurchase,
  reportRemoved,
  reportSaved,
  type CartTrackers,
} from './cartEvents';
import { aFreightService, aPriceResult } from '../testing/apiFixtures';
import type { OrderDetail } from './fromOrder';

const trackers = () => ({
  trackAddToCart: jest.fn<CartTrackers['trackAddToCart']>(),
  trackRemoveFromCart: jest.fn<CartTrackers['trackRemoveFromCart']>(),
  trackViewItem: jest.fn<CartTrackers['trackViewItem']>(),
  trackPurchase: jest.fn<CartTrackers['trackPurchase']>(() => 'ABC123XYZ'),
  trackOrderEdit: jest.fn<CartTrackers['trackOrderEdit']>(),
});

const order = (fields: Partial<OrderDetail> = {}): OrderDetail => ({
  orderNo: 'ORDER1',
  templateName: 'PN_PARCEL',
  calculatedPrice: '189.50',
  calculatedCurrency: 'SEK',
  ...fields,
});

describe('cart lines', () => {
  it('takes a step 2 offer with its carrier and its price excl. VAT', () => {
    const line = cartLineOfOffer({
      service: aFreightService({ templateName: 'DBS_PARCEL', templateSubject: 'DB Schenker Parcel', supplier: 'DB Schenker' }),
      price: aPriceResult({ templateName: 'DBS_PARCEL', priceExclVat: '100.00', total: '125.00' }),
    });
    expect(line).toEqual({
      item: { item_id: 'DBS_PARCEL', item_name: 'DB Schenker Parcel', item_brand: 'DB Schenker', price: 100, quantity: 1 },
      currency: 'SEK',
    });
  });

  it('leaves out what is not known and defaults the currency to SEK', () => {
    expect(cartLineOfOffer({ service: aFreightService({ templateName: 'X' }) })).toEqual({
      item: { item_id: 'X', quantity: 1 },
      currency: 'SEK',
    });
    expect(cartLineOfChosen({ templateName: 'Y', priceExclVat: 0 })).toEqual({
      item: { item_id: 'Y', price: 0, quantity: 1 },
      currency: 'SEK',
    });
  });

  it("reads an order's decimal price and names it from its product only when it is that product", () => {
    const product = { templateName: 'PN_PARCEL', templateSubject: 'PostNord Parcel', supplier: 'PostNord' };
    expect(cartLineOfOrder(order(), product)?.item).toEqual({
      item_id: 'PN_PARCEL',
      item_name: 'PostNord Parcel',
      item_brand: 'PostNord',
      price: 189.5,
      quantity: 1,
    });
    expect(cartLineOfOrder(order({ templateName: 'OTHER' }), product)?.item).toEqual({ item_id: 'OTHER', price: 189.5, quantity: 1 });
    expect(cartLineOfOrder(order({ templateName: null, consignment: { templateName: 'FROM_DOC' } }))?.item.item_id).toBe('FROM_DOC');
    expect(cartLineOfOrder(order({ calculatedPrice: null }))?.item).not.toHaveProperty('price');
    expect(cartLineOfOrder(order({ templateName: null }))).toBeUndefined();
  });
});

describe(reportSaved.name, () => {
  const chosen = { templateName: 'PN_PARCEL', supplier: 'PostNord', priceExclVat: 150, currency: 'SEK' };

  it('adds a new order to the cart', () => {
    const track = trackers();
    reportSaved({ orderNo: 'NEW', created: true }, chosen, track);
    expect(track.trackAddToCart).toHaveBeenCalledWith({ item_id: 'PN_PARCEL', item_brand: 'PostNord', price: 150, quantity: 1 }, 'SEK');
    expect(track.trackOrderEdit).not.toHaveBeenCalled();
  });

  it('reports an update of an order already in the send list as an edit, not another add', () => {
    const track = trackers();
    reportSaved({ orderNo: 'OLD', created: false }, chosen, track);
    expect(track.trackOrderEdit).toHaveBeenCalledWith('OLD');
    expect(track.trackAddToCart).not.toHaveBeenCalled();
  });
});

describe(reportPurchase.name, () => {
  it('sends one purchase of the booked order and returns its transaction id', () => {
    const track = trackers();
    expect(reportPurchase(order({ calculatedCurrency: 'NOK' }), undefined, track)).toBe('ABC123XYZ');
    expect(track.trackPurchase).toHaveBeenCalledWith([{ item_id: 'PN_PARCEL', price: 189.5, quantity: 1 }], 'NOK');
  });

  it('sends nothing for an order without a product', () => {
    const track = trackers();
    expect(reportPurchase(order({ templateName: null }), undefined, track)).toBeUndefined();
    expect(track.trackPurchase).not.toHaveBeenCalled();
  });
});

describe(reportRemoved.name, () => {
  it('takes a deleted order out of the cart', () => {
    const track = trackers();
    reportRemoved(order(), track);
    expect(track.trackRemoveFromCart).toHaveBeenCalledWith({ item_id: 'PN_PARCEL', price: 189.5, quantity: 1 }, 'SEK');
  });
});
