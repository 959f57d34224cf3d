import { arrayOf, bool, dateTime, int, namedSchema, nullable, objectOf, oneOfValues, str } from '@freight/runtime';
import { ERASURE_SERVICES } from '@freight/messaging';
import type { ErasureRequestView, ErasureServiceState } from './domain/erasure-request';

export const ERASURE_REQUEST_SCHEMA = namedSchema(
  'ErasureRequest',
  objectOf<ErasureRequestView>({
    id: str,
    customerId: int,
    requestedBy: int,
    requestedAt: dateTime,
    state: oneOfValues(['requested', 'completed']),
    completedAt: nullable(dateTime),
    services: arrayOf(
      objectOf<ErasureServiceState>({
        service: oneOfValues(ERASURE_SERVICES),
        done: bool,
        confirmedAt: nullable(dateTime),
        affected: nullable(int),
      }),
    ),
  }),
);
