import { describe, expect, it, jest } from '@jest/globals';
import { createMemorySink } from './memorySink';
import { createPageViewReporter, pageViewPath } from './pageViews';
import type { AnalyticsPort } from './port';
import { createTrackers } from './trackers';
import { newTransactionId, TRANSACTION_ID_LENGTH } from './transactionId';

const recordingPort = () => {
  const port = { pageView: jest.fn<AnalyticsPort['pageView']>(), event: jest.fn<AnalyticsPort['event']>() };
  return port;
};

describe(createPageViewReporter.name, () => {
  it('sends one page view per change of page, however often the frame reports it', () => {
    const port = recordingPort();
    const report = createPageViewReporter(() => port);
    expect(report('/start', 'Frakt : Ny frakt')).toBe(true);
    // StrictMode's second effect run, then a language switch on the same page.
    expect(report('/start', 'Frakt : Ny frakt')).toBe(false);
    expect(report('/start', 'Frakt : New shipment')).toBe(false);
    expect(report('/shipment/price', 'Frakt : Beräkna pris')).toBe(true);
    // Another query is another page; coming back to a page is a new view.
    expect(report('/shipment/price?step=2', 'Frakt : Beräkna pris')).toBe(true);
    expect(report('/start', 'Frakt : Ny frakt')).toBe(true);
    expect(port.pageView.mock.calls).toEqual([
      ['/start', 'Frakt : Ny frakt'],
      ['/shipment/price', 'Frakt : Beräkna pris'],
      ['/shipment/price?step=2', 'Frakt : Beräkna pris'],
      ['/start', 'Frakt : Ny frakt'],
    ]);
    expect(port.event).not.toHaveBeenCalled();
  });
});

describe(pageViewPath.name, () => {
  it('reports the path with its query', () => {
    expect(pageViewPath({ path: '/consignment/list' }, { pathname: '/consignment/list', search: '?x=1' })).toBe('/consignment/list?x=1');
  });

  it('never reports the one-time key of an SSO link', () => {
    expect(pageViewPath({ path: '/sso/:key' }, { pathname: '/sso/SECRET-KEY', search: '' })).toBe('/sso/:key');
  });
});

describe(newTransactionId.name, () => {
  it('draws 9 uppercase letters and digits', () => {
    const ids = Array.from({ length: 200 }, () => newTransactionId());
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{9}$/);
    expect(TRANSACTION_ID_LENGTH).toBe(9);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps random bytes onto the alphabet and skips the bytes that would bias it', () => {
    const batches = [new Uint8Array([252, 255, 0, 1, 25, 26, 35, 36, 71]), new Uint8Array([251, 72, 0, 0, 0, 0, 0, 0, 0])];
    let call = 0;
    const id = newTransactionId((bytes) => {
      bytes.fill(253);
      bytes.set(batches[call++] ?? []);
      return bytes;
    });
    // 0 → A, 1 → B, 25 → Z, 26 → 0, 35 → 9, 36 → A, 71 → 9, then 251 → 9, 72 → A.
    expect(id).toBe('ABZ09A99A');
  });
});

describe(createMemorySink.name, () => {
  it('keeps the last entries, oldest first', () => {
    const sink = createMemorySink({ limit: 2, now: () => new Date('2025-01-02T03:04:05Z') });
    sink.pageView('/a', 'A');
    sink.event('login', { method: 'password' });
    sink.pageView('/b', 'B');
    expect(sink.entries()).toEqual([
      { type: 'event', name: 'login', params: { method: 'password' }, at: '2025-01-02T03:04:05.000Z' },
      { type: 'page_view', path: '/b', title: 'B', at: '2025-01-02T03:04:05.000Z' },
    ]);
    sink.clear();
    expect(sink.entries()).toEqual([]);
  });

  it('hands each entry to the log', () => {
    const log = jest.fn();
    const sink = createMemorySink({ log });
    sink.event('info_popup', { subject: 'Nyhet' });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ type: 'event', name: 'info_popup' }));
  });
});

describe(createTrackers.name, () => {
  const item = { item_id: 'PN_PARCEL', item_name: 'PostNord Parcel', item_brand: 'PostNord', price: 123.4 };

  it("sends the spec's events with their items and value", () => {
    const port = recordingPort();
    const track = createTrackers(() => port);
    track.trackLogin('sso');
    track.trackAddToCart(item);
    track.trackRemoveFromCart(item);
    track.trackViewItem(item);
    track.trackOrderEdit('ORDER123');
    track.trackInfoPopup('Nyhet');
    expect(port.event.mock.calls).toEqual([
      ['login', { method: 'sso' }],
      ['add_to_cart', { currency: 'SEK', value: 123.4, items: [item] }],
      ['remove_from_cart', { currency: 'SEK', value: 123.4, items: [item] }],
      ['view_item', { currency: 'SEK', value: 123.4, items: [item] }],
      ['order_edit', { order_no: 'ORDER123' }],
      ['info_popup', { subject: 'Nyhet' }],
    ]);
  });

  it('gives a purchase a fresh transaction id and the cart total', () => {
    const port = recordingPort();
    const { trackPurchase } = createTrackers(() => port);
    const first = trackPurchase([item, { item_id: 'DBS_PARCEL', price: 10, quantity: 2 }]);
    const second = trackPurchase([item]);
    expect(first).toMatch(/^[A-Z0-9]{9}$/);
    expect(second).not.toBe(first);
    expect(port.event.mock.calls[0]).toEqual([
      'purchase',
      { transaction_id: first, currency: 'SEK', value: 143.4, items: [item, { item_id: 'DBS_PARCEL', price: 10, quantity: 2 }] },
    ]);
  });

  it('sends no value when nothing in the cart has a price', () => {
    const port = recordingPort();
    createTrackers(() => port).trackAddToCart({ item_id: 'X' });
    expect(port.event).toHaveBeenCalledWith('add_to_cart', { currency: 'SEK', value: undefined, items: [{ item_id: 'X' }] });
  });
});
