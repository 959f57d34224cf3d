import { DomainError } from '@freight/kernel';
import { parseWebhookBody } from './apply-carrier-status.request';

function fieldErrors(body: unknown) {
  try {
    parseWebhookBody(body);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).fieldErrors;
  }
  throw new Error('accepted');
}

describe(parseWebhookBody.name, () => {
  it('reads proto names and camelCase names alike', () => {
    const snake = parseWebhookBody({ carrier_code: 131, consignment_no: 'X1', status: 'PICKUP', occurred_at: 't', event_id: 'e' });
    const camel = parseWebhookBody({ carrierCode: 131, consignmentNo: 'X1', status: 'PICKUP', occurredAt: 't', eventId: 'e' });
    expect(snake).toEqual(camel);
    expect(snake).toEqual({
      carrierCode: 131,
      consignmentNo: 'X1',
      status: 'PICKUP',
      occurredAt: 't',
      location: '',
      description: '',
      eventId: 'e',
    });
  });

  it('names an unknown key, a wrongly typed field, or a body that is no object', () => {
    expect(fieldErrors({ consignmentNo: 'X', colour: 'red' })).toEqual([{ field: 'colour', code: 'VALIDATION.UNKNOWN_FIELD' }]);
    expect(fieldErrors({ carrier_code: 'ups' })).toEqual([{ field: 'carrier_code', code: 'VALIDATION.INVALID_FORMAT' }]);
    expect(fieldErrors({ occurredAt: 1749543300 })).toEqual([{ field: 'occurred_at', code: 'VALIDATION.INVALID_FORMAT' }]);
    expect(fieldErrors([{ status: 'PICKUP' }])).toEqual([{ field: 'body', code: 'VALIDATION.REQUIRED' }]);
    expect(fieldErrors(undefined)).toEqual([{ field: 'body', code: 'VALIDATION.REQUIRED' }]);
  });
});
