import { describe, expect, it } from '@jest/globals';
import { addDays } from '../format/calendarMonth';
import { defaultDateRange, formatPrice, isValidRange, orderStatus, toBookedRow, type BookedOrder } from './bookedOrders';

const booked = (overrides: Partial<BookedOrder> = {}): BookedOrder => ({
  orderNo: 'ABCDEFGHIJKLMNOP',
  dateBooked: '2025-03-10T09:15:00.000Z',
  printed: false,
  statusName: null,
  ...overrides,
});

describe(orderStatus.name, () => {
  it.each([
    ['a booked order', booked(), { key: 'booked' }],
    ['CONFIRMED', booked({ statusName: 'CONFIRMED' }), { key: 'booked' }],
    ['a printed order', booked({ printed: true }), { key: 'printed' }],
    ['a printed, confirmed order', booked({ printed: true, statusName: 'CONFIRMED' }), { key: 'printed' }],
    ['PICKUP', booked({ printed: true, statusName: 'PICKUP' }), { key: 'PICKUP' }],
    ['IN_TRANSIT', booked({ statusName: 'IN_TRANSIT' }), { key: 'IN_TRANSIT' }],
    ['DELIVERED', booked({ statusName: 'DELIVERED' }), { key: 'DELIVERED' }],
    ['a lower-case carrier value', booked({ statusName: 'delivered' }), { key: 'DELIVERED' }],
  ])('labels %s', (_, order, expected) => {
    expect(orderStatus(order)).toEqual(expected);
  });

  it('shows no status for any other carrier value, printed or not', () => {
    expect(orderStatus(booked({ statusName: 'EXCEPTION' }))).toBeNull();
    expect(orderStatus(booked({ statusName: 'RETURNED', printed: true }))).toBeNull();
  });

  it('shows no status for an order that is not booked', () => {
    expect(orderStatus(booked({ dateBooked: null }))).toBeNull();
    expect(orderStatus(booked({ dateBooked: null, statusName: '' }))).toBeNull();
  });

  it("prefers the server's localized label when it sends one", () => {
    expect(orderStatus(booked({ statusLabel: 'Upphämtad', statusName: 'PICKUP' }))).toEqual({ label: 'Upphämtad' });
    // "" is the server saying "no status", not a missing label.
    expect(orderStatus(booked({ statusLabel: '', printed: true }))).toBeNull();
    expect(orderStatus(booked({ statusLabel: undefined, printed: true }))).toEqual({ key: 'printed' });
    expect(orderStatus(booked({ statusLabel: undefined, statusName: 'IN_TRANSIT' }))).toEqual({ key: 'IN_TRANSIT' });
  });
});

describe(defaultDateRange.name, () => {
  it('covers the last 30 days up to today', () => {
    expect(defaultDateRange(new Date('2025-03-31T10:00:00Z'))).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  });

  it('takes today in Stockholm, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm (UTC+1).
    expect(defaultDateRange(new Date('2024-12-31T23:30:00Z'))).toEqual({ from: '2024-12-02', to: '2025-01-01' });
    // 22:30 UTC in summer is 00:30 the next day (UTC+2).
    expect(defaultDateRange(new Date('2025-06-30T22:30:00Z')).to).toBe('2025-07-01');
  });

  it('crosses month and leap-day boundaries', () => {
    expect(defaultDateRange(new Date('2024-03-15T12:00:00Z'))).toEqual({ from: '2024-02-14', to: '2024-03-15' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe(isValidRange.name, () => {
  it('takes two real days, the first not after the second', () => {
    expect(isValidRange({ from: '2025-03-01', to: '2025-03-31' })).toBe(true);
    expect(isValidRange({ from: '2025-03-31', to: '2025-03-31' })).toBe(true);
    expect(isValidRange({ from: '2025-04-01', to: '2025-03-31' })).toBe(false);
    expect(isValidRange({ from: '', to: '2025-03-31' })).toBe(false);
    expect(isValidRange({ from: '2025-02-30', to: '2025-03-31' })).toBe(false);
  });
});

describe(formatPrice.name, () => {
  it('shows öre as money in the language, the currency always', () => {
    expect(formatPrice(123450, 'SEK', 'sv').replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 kr');
    expect(formatPrice(9900, '', 'en').replace(/[\u00a0\u202f]/g, ' ')).toBe('SEK 99.00');
    expect(formatPrice(NaN, 'SEK', 'sv')).toBe('');
  });
});

describe(toBookedRow.name, () => {
  it('reads sender and receiver from parts 0 and 1, the carrier, and the decimal price', () => {
    const row = toBookedRow(
      booked({
        consignmentNo: 'FR123',
        templateName: 'PN_PARCEL',
        supplierId: 4,
        calculatedPrice: '1234.50',
        calculatedCurrency: 'SEK',
        consignment: {
          consignmentId: 'c-42',
          part: [
            { address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm' } },
            { address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
          ],
        },
      }),
    );
    expect(row).toEqual({
      id: 'ABCDEFGHIJKLMNOP',
      orderNo: 'ABCDEFGHIJKLMNOP',
      consignmentNo: 'FR123',
      dateBooked: '2025-03-10T09:15:00.000Z',
      from: 'Annas Blommor AB, 11157 Stockholm',
      to: 'Göteborg AB, 41304 Göteborg',
      toCountry: 'SE',
      consignmentId: 'c-42',
      carrier: 'PostNord',
      carrierCode: 4,
      templateName: 'PN_PARCEL',
      price: 123450,
      currency: 'SEK',
      status: { key: 'booked' },
    });
  });

  it('copes with an order without consignment, price or carrier', () => {
    const row = toBookedRow(booked({ consignment: null, calculatedPrice: null, supplierId: null }));
    expect(row).toMatchObject({
      from: '',
      to: '',
      toCountry: '',
      consignmentId: '',
      carrier: '',
      carrierCode: null,
      price: NaN,
      currency: '',
      consignmentNo: '',
    });
  });
});
