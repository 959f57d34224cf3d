import {
  carrierStatusDedupeKey,
  checkCarrierStatus,
  CarrierStatusInput,
  knownCarrierStatus,
  parseOccurredAt,
  statusCategoryOf,
} from './carrier-status';

const NOW = new Date('2025-06-10T12:00:00Z');

describe(parseOccurredAt.name, () => {
  it.each([
    ['2025-06-10T10:15:00+02:00', '2025-06-10T08:15:00.000Z'],
    ['2025-06-10T08:15:00Z', '2025-06-10T08:15:00.000Z'],
    ['2025-06-10T08:15:00z', '2025-06-10T08:15:00.000Z'],
    ['2025-06-10T08:15Z', '2025-06-10T08:15:00.000Z'],
    ['2025-06-10T03:15:00.5-05:00', '2025-06-10T08:15:00.500Z'],
    ['2025-06-10T08:15:00.123456789+0000', '2025-06-10T08:15:00.123Z'],
    ['2025-01-10T09:15:00+01:00', '2025-01-10T08:15:00.000Z'],
    ['2024-02-29T00:00:00+01:00', '2024-02-28T23:00:00.000Z'],
    ['  2025-06-10T08:15:00Z ', '2025-06-10T08:15:00.000Z'],
  ])('reads %s as %s', (raw, iso) => {
    expect(parseOccurredAt(raw, NOW)?.toISOString()).toBe(iso);
  });

  it.each([
    ['without an offset', '2025-06-10T08:15:00'],
    ['a date only', '2025-06-10'],
    ['a space instead of T', '2025-06-10 08:15:00Z'],
    ['31 April', '2025-04-31T08:00:00Z'],
    ['29 February of a common year', '2025-02-29T08:00:00Z'],
    ['hour 24', '2025-06-10T24:00:00Z'],
    ['minute 60', '2025-06-10T08:60:00Z'],
    ['an offset beyond 18 hours', '2025-06-10T08:00:00+19:00'],
    ['a time before 2000', '1999-12-31T23:59:59Z'],
    ['more than a day ahead', '2025-06-11T12:00:01Z'],
    ['an epoch number', '1749543300'],
    ['text', 'yesterday'],
    ['empty', ''],
  ])('refuses %s', (_, raw) => {
    expect(parseOccurredAt(raw, NOW)).toBeUndefined();
  });

  it('accepts up to a day ahead for carrier clocks that run fast', () => {
    expect(parseOccurredAt('2025-06-11T12:00:00Z', NOW)?.toISOString()).toBe('2025-06-11T12:00:00.000Z');
  });
});

describe(statusCategoryOf.name, () => {
  it.each([
    ['CONFIRMED', 'booked'],
    ['PICKUP', 'picked_up'],
    ['IN_TRANSIT', 'in_transit'],
    ['DELIVERED', 'delivered'],
    [' delivered ', 'delivered'],
    ['In_Transit', 'in_transit'],
    ['LOST', 'none'],
    ['IN TRANSIT', 'none'],
    ['', 'none'],
    [null, 'none'],
  ])('maps %p to %s', (status, category) => {
    expect(statusCategoryOf(status)).toBe(category);
  });

  it('knows exactly the four words of the spec', () => {
    expect(['CONFIRMED', 'PICKUP', 'IN_TRANSIT', 'DELIVERED', 'PICKED_UP', 'BOOKED'].map(knownCarrierStatus)).toEqual([
      'CONFIRMED',
      'PICKUP',
      'IN_TRANSIT',
      'DELIVERED',
      undefined,
      undefined,
    ]);
  });
});

describe(checkCarrierStatus.name, () => {
  const input = (over: Partial<CarrierStatusInput> = {}): CarrierStatusInput => ({
    carrierCode: 131,
    consignmentNo: ' 1Z999 ',
    status: 'PICKUP',
    occurredAt: '2025-06-10T10:00:00+02:00',
    location: 'Stockholm',
    description: 'Picked up',
    eventId: 'e-1',
    ...over,
  });

  it('gives a trimmed report with the instant parsed', () => {
    expect(checkCarrierStatus(input(), NOW)).toEqual({
      report: {
        carrierCode: 131,
        consignmentNo: '1Z999',
        status: 'PICKUP',
        occurredAt: new Date('2025-06-10T08:00:00Z'),
        location: 'Stockholm',
        description: 'Picked up',
        eventId: 'e-1',
      },
    });
  });

  it('takes the vouched-for carrier code when the payload has none, and refuses another one', () => {
    expect(checkCarrierStatus(input({ carrierCode: 0 }), NOW, 116)).toMatchObject({ report: { carrierCode: 116 } });
    expect(checkCarrierStatus(input({ carrierCode: 116 }), NOW, 116)).toMatchObject({ report: { carrierCode: 116 } });
    expect(checkCarrierStatus(input({ carrierCode: 131 }), NOW, 116)).toEqual({
      errors: [{ field: 'carrier_code', code: 'VALIDATION.INVALID_FORMAT' }],
    });
  });

  it('needs a known carrier code when nobody vouches for one (the topic)', () => {
    expect(checkCarrierStatus(input({ carrierCode: 0 }), NOW)).toEqual({
      errors: [{ field: 'carrier_code', code: 'VALIDATION.REQUIRED' }],
    });
    expect(checkCarrierStatus(input({ carrierCode: 9999 }), NOW)).toEqual({
      errors: [{ field: 'carrier_code', code: 'VALIDATION.INVALID_FORMAT' }],
    });
  });

  it('keeps an empty or unknown status: the spec shows it as no status', () => {
    expect(checkCarrierStatus(input({ status: '' }), NOW)).toMatchObject({ report: { status: '' } });
    expect(checkCarrierStatus(input({ status: 'CUSTOMS_HOLD' }), NOW)).toMatchObject({ report: { status: 'CUSTOMS_HOLD' } });
  });

  it('lists every problem by its proto field name', () => {
    expect(
      checkCarrierStatus(input({ consignmentNo: ' ', eventId: '', occurredAt: '2025-06-10T10:00:00', description: 'x'.repeat(1025) }), NOW),
    ).toEqual({
      errors: [
        { field: 'consignment_no', code: 'VALIDATION.REQUIRED' },
        { field: 'event_id', code: 'VALIDATION.REQUIRED' },
        { field: 'description', code: 'VALIDATION.TOO_LONG' },
        { field: 'occurred_at', code: 'VALIDATION.INVALID_FORMAT' },
      ],
    });
    expect(checkCarrierStatus(input({ occurredAt: '' }), NOW)).toEqual({ errors: [{ field: 'occurred_at', code: 'VALIDATION.REQUIRED' }] });
  });
});

describe(carrierStatusDedupeKey.name, () => {
  it('is the carrier code with the carrier\'s own event id, so two carriers\' "1" stay apart', () => {
    expect(carrierStatusDedupeKey({ carrierCode: 131, eventId: ' 1 ' })).toBe('carrier:131:1');
    expect(carrierStatusDedupeKey({ carrierCode: 116, eventId: '1' })).toBe('carrier:116:1');
  });

  it('leaves the inbox to the envelope id when the payload cannot name itself', () => {
    expect(carrierStatusDedupeKey({ carrierCode: 0, eventId: 'e' })).toBeUndefined();
    expect(carrierStatusDedupeKey({ carrierCode: 131, eventId: '' })).toBeUndefined();
  });
});
