import { PdfBodyPassThrough } from './application/pdf-body-pass-through';
import { CarrierDocuments } from './carrier/carrier-documents.port';
import { LocalCarrierDocuments } from './carrier/local-carrier-documents';
import { ChoosePaperlessHandler } from './commands/choose-paperless/choose-paperless.handler';
import { PrintConsignmentsHandler } from './commands/print-consignments/print-consignments.handler';
import { PrintConsignmentsHttpController } from './commands/print-consignments/print-consignments.http.controller';
import { CustomsHttpController } from './commands/save-customs/save-customs.http.controller';
import { SaveCustomsHandler } from './commands/save-customs/save-customs.handler';
import { SendCustomsDocumentHandler } from './commands/send-customs-document/send-customs-document.handler';
import { PaperlessHttpController } from './commands/send-customs-document/paperless.http.controller';
import { CreateCustomsDocuments1771400000910, CreatePackageSscc1771400000900 } from './database/documents.migrations';
import { GetCustomsHandler } from './queries/get-customs/get-customs.handler';
import { GetPaperlessHandler } from './queries/get-paperless/get-paperless.handler';

/**
 * Shipping documents (spec sections 1, 2 and 7): POST /consignment/print/{id}/?format=, the customs document
 * (/consignment/customs/{id}) and paperless customs (/consignment/upspaperless/{id}), for the module's wiring.
 */
export const documentsMigrations = [CreatePackageSscc1771400000900, CreateCustomsDocuments1771400000910];
export const documentsControllers = [PrintConsignmentsHttpController, CustomsHttpController, PaperlessHttpController];
export const documentsProviders = [
  PrintConsignmentsHandler,
  SaveCustomsHandler,
  GetCustomsHandler,
  ChoosePaperlessHandler,
  GetPaperlessHandler,
  SendCustomsDocumentHandler,
  PdfBodyPassThrough,
  // The carrier's document API: swap this provider for a real integration.
  { provide: CarrierDocuments, useClass: LocalCarrierDocuments },
];
