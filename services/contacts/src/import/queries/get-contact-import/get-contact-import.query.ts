import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ImportSummary } from '../../contact-import.service';

export class GetContactImportQuery extends Query<ImportSummary> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {
    super();
  }
}
