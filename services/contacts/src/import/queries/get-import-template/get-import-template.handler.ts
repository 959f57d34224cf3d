import { Readable } from 'node:stream';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IMPORT_COLUMNS } from '../../import-columns';
import { writeXlsx } from '../../xlsx-writer';
import { GetImportTemplateQuery } from './get-import-template.query';

/** GET /contact/import/template: the empty template with its headings. */
@QueryHandler(GetImportTemplateQuery)
export class GetImportTemplateHandler implements IQueryHandler<GetImportTemplateQuery, Readable> {
  execute(): Promise<Readable> {
    return Promise.resolve(writeXlsx('Kontakter', [IMPORT_COLUMNS.map((c) => c.heading)]) as Readable);
  }
}
