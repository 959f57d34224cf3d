import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContactImportService } from '../../contact-import.service';
import { ImportRowPage, ListContactImportRowsQuery } from './list-contact-import-rows.query';

/** GET /contact/import/{id}/rows: one page of the rows' outcomes, paged in the database; filter {valid}. */
@QueryHandler(ListContactImportRowsQuery)
export class ListContactImportRowsHandler implements IQueryHandler<ListContactImportRowsQuery, ImportRowPage> {
  constructor(private readonly imports: ContactImportService) {}

  execute({ principal, id, list }: ListContactImportRowsQuery): Promise<ImportRowPage> {
    return this.imports.rows(principal, id, list);
  }
}
