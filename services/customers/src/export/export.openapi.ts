import { arrayOf, dateTime, int, namedSchema, nullable, objectOf, oneOfValues, str } from '@freight/runtime';
import type { ExportRequestView } from './domain/export-request';

export const EXPORT_REQUEST_SCHEMA = namedSchema(
  'ExportRequest',
  objectOf<ExportRequestView>({
    id: str,
    state: oneOfValues(['requested', 'ready', 'expired']),
    requestedAt: dateTime,
    readyAt: nullable(dateTime),
    expiresAt: nullable(dateTime),
    sizeBytes: nullable(int),
    servicesDone: arrayOf(str),
  }),
);
