import { AssembleExportArchive } from './application/event-handlers/assemble-export-archive';
import { ExportCustomerRecord } from './application/event-handlers/export-customer-record';
import { RequestExportHandler } from './commands/request-export/request-export.handler';
import { RequestExportHttpController } from './commands/request-export/request-export.http.controller';
import { CreateExportRequests1790000000300 } from './database/export.migrations';
import { DownloadExportHandler } from './queries/download-export/download-export.handler';
import { DownloadExportHttpController } from './queries/download-export/download-export.http.controller';
import { GetExportHandler } from './queries/get-export/get-export.handler';
import { GetExportHttpController } from './queries/get-export/get-export.http.controller';

/** GDPR data exports (issue 32 item 3), for the customers module's wiring. */
export const exportMigrations = [CreateExportRequests1790000000300];
export const exportControllers = [RequestExportHttpController, GetExportHttpController, DownloadExportHttpController];
export const exportProviders = [RequestExportHandler, GetExportHandler, DownloadExportHandler, AssembleExportArchive, ExportCustomerRecord];
