import { EraseCustomerRecord } from './application/event-handlers/erase-customer-record';
import { RecordErasureConfirmations } from './application/event-handlers/record-erasure-confirmations';
import { RequestErasureHandler } from './commands/request-erasure/request-erasure.handler';
import { RequestErasureHttpController } from './commands/request-erasure/request-erasure.http.controller';
import { CreateErasureRequests1790000000200 } from './database/erasure.migrations';
import { GetErasureHandler } from './queries/get-erasure/get-erasure.handler';
import { GetErasureHttpController } from './queries/get-erasure/get-erasure.http.controller';
import { ListErasuresHandler } from './queries/list-erasures/list-erasures.handler';
import { ListErasuresHttpController } from './queries/list-erasures/list-erasures.http.controller';

/** GDPR erasure requests (issue 32 item 4), for the customers module's wiring. */
export const erasureMigrations = [CreateErasureRequests1790000000200];
export const erasureControllers = [RequestErasureHttpController, GetErasureHttpController, ListErasuresHttpController];
export const erasureProviders = [
  RequestErasureHandler,
  GetErasureHandler,
  ListErasuresHandler,
  RecordErasureConfirmations,
  EraseCustomerRecord,
];
