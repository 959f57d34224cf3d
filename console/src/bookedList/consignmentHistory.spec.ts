import { describe, expect, it } from '@jest/globals';
import { historyOf } from './consignmentHistory';

describe(historyOf.name, () => {
  it('orders booking, printing and the carrier reports by time, naming unknown words by themselves', () => {
    const entries = historyOf({
      dateBooked: '2026-11-20T08:00:00.000Z',
      datePrinted: '2026-11-20T09:00:00.000Z',
      statusHistory: [
        {
          status: 'DELIVERED',
          label: 'Levererad',
          occurredAt: '2026-11-22T13:00:00.000Z',
          receivedAt: '2026-11-22T13:01:00.000Z',
          location: 'Göteborg',
          description: '',
        },
        {
          status: 'X_CUSTOMS',
          label: '',
          occurredAt: '2026-11-21T07:00:00.000Z',
          receivedAt: '2026-11-21T07:01:00.000Z',
          location: '',
          description: 'Tullklarerad',
        },
      ],
    });
    expect(entries).toEqual([
      { at: '2026-11-20T08:00:00.000Z', key: 'status.booked' },
      { at: '2026-11-20T09:00:00.000Z', key: 'status.printed' },
      { at: '2026-11-21T07:00:00.000Z', label: 'X_CUSTOMS', detail: 'Tullklarerad' },
      { at: '2026-11-22T13:00:00.000Z', label: 'Levererad', detail: 'Göteborg' },
    ]);
    expect(historyOf({})).toEqual([]);
  });
});
