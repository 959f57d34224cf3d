import { DomainError } from '@freight/kernel';
import { parseCancelOrdersBody } from './cancel-orders.request';

describe(parseCancelOrdersBody.name, () => {
  it('reads order numbers trimmed, upper-cased and once each', () => {
    expect(parseCancelOrdersBody({ orderNos: [' abc123 ', 'ABC123', 'X-1'] })).toEqual(['ABC123', 'X-1']);
  });

  it.each([null, [], {}, { orderNos: [] }, { orderNos: 'A' }, { orderNos: [1] }, { orderNos: ['A'], all: true }])('refuses %j', (body) => {
    expect(() => parseCancelOrdersBody(body)).toThrow(DomainError);
  });
});
