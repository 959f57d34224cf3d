import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ImportSummary } from '../../contact-import.service';

export class CommitContactImportCommand extends Command<ImportSummary> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    /** As sent: "EPOST" | "REFERENS" | "MOBIL" | "TELEFON" or nothing; checked by the service. */
    readonly replaceBy: unknown,
  ) {
    super();
  }
}
