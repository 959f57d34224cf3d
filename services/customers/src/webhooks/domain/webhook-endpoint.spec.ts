import { DomainError } from '@freight/kernel';
import { parseNewEndpoint, parseUuid } from './webhook-endpoint';

const fieldsOf = (input: Parameters<typeof parseNewEndpoint>[0]) => {
  try {
    parseNewEndpoint(input);
    return [];
  } catch (error) {
    return (error as DomainError).fieldErrors.map((e) => `${e.field}:${e.code}`);
  }
};

describe('new webhook endpoints', () => {
  it('takes an https URL and known events, once each in the catalogue order', () => {
    expect(parseNewEndpoint({ url: ' https://hooks.example.com/frakt ', events: ['bill.issued', 'order.booked', 'order.booked'] })).toEqual(
      {
        url: 'https://hooks.example.com/frakt',
        events: ['order.booked', 'bill.issued'],
        description: null,
      },
    );
  });

  it('refuses other schemes, credentials in the URL, no events and unknown ones, all at once', () => {
    expect(fieldsOf({ url: 'ftp://x.example.com', events: [] })).toEqual(['url:WEBHOOK.URL_INVALID', 'events:WEBHOOK.EVENTS_REQUIRED']);
    expect(fieldsOf({ url: 'https://user:pw@x.example.com', events: ['order.booked'] })).toEqual(['url:WEBHOOK.URL_INVALID']);
    expect(fieldsOf({ url: 'https://x.example.com', events: ['order.lost'] })).toEqual(['events:WEBHOOK.EVENTS_REQUIRED']);
    expect(fieldsOf({ url: 42, events: 'order.booked' })).toEqual(['url:WEBHOOK.URL_INVALID', 'events:WEBHOOK.EVENTS_REQUIRED']);
  });

  it('answers a malformed id as not found', () => {
    expect(() => parseUuid("1' OR 1=1")).toThrow(DomainError);
    expect(parseUuid('0A2B3C4D-0000-4000-8000-000000000000')).toBe('0a2b3c4d-0000-4000-8000-000000000000');
  });
});
