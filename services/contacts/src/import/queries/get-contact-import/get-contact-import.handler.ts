import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContactImportService, ImportSummary } from '../../contact-import.service';
import { GetContactImportQuery } from './get-contact-import.query';

/** GET /contact/import/{id}: the preview's counts (and the result once committed); another customer's is 404. */
@QueryHandler(GetContactImportQuery)
export class GetContactImportHandler implements IQueryHandler<GetContactImportQuery, ImportSummary> {
  constructor(private readonly imports: ContactImportService) {}

  execute({ principal, id }: GetContactImportQuery): Promise<ImportSummary> {
    return this.imports.summary(principal, id);
  }
}
