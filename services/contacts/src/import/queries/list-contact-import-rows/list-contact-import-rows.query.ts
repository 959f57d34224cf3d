import { Query } from '@nestjs/cqrs';
import type { ListQuery, Principal } from '@freight/kernel';
import type { ContactImportService } from '../../contact-import.service';

export type ImportRowPage = Awaited<ReturnType<ContactImportService['rows']>>;

export class ListContactImportRowsQuery extends Query<ImportRowPage> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly list: ListQuery,
  ) {
    super();
  }
}
