import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ContactImportService, ImportSummary } from '../../contact-import.service';
import { CommitContactImportCommand } from './commit-contact-import.command';

/** POST /contact/import/{id}/commit: the valid rows become contacts; a second commit answers the first one's result. */
@CommandHandler(CommitContactImportCommand)
export class CommitContactImportHandler implements ICommandHandler<CommitContactImportCommand, ImportSummary> {
  constructor(private readonly imports: ContactImportService) {}

  execute({ principal, id, replaceBy }: CommitContactImportCommand): Promise<ImportSummary> {
    return this.imports.commit(principal, id, replaceBy);
  }
}
