import { PrintConsignmentsHandler } from './commands/print-consignments/print-consignments.handler';
import { PrintConsignmentsHttpController } from './commands/print-consignments/print-consignments.http.controller';
import { CreatePackageSscc1771400000900 } from './database/documents.migrations';

/** Shipping documents (spec sections 1 and 7: POST /consignment/print/{id}/?format=), for the shipping module's wiring. */
export const documentsMigrations = [CreatePackageSscc1771400000900];
export const documentsControllers = [PrintConsignmentsHttpController];
export const documentsProviders = [PrintConsignmentsHandler];
