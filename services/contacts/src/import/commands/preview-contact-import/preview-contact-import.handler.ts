import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ContactImportService, ImportSummary } from '../../contact-import.service';
import { PreviewContactImportCommand } from './preview-contact-import.command';

/** POST /contact/import: reads the file into an import's rows and answers the preview; nothing is a contact yet. */
@CommandHandler(PreviewContactImportCommand)
export class PreviewContactImportHandler implements ICommandHandler<PreviewContactImportCommand, ImportSummary> {
  constructor(private readonly imports: ContactImportService) {}

  async execute({ principal, file }: PreviewContactImportCommand): Promise<ImportSummary> {
    try {
      return await this.imports.preview(principal, file);
    } finally {
      await file.discard();
    }
  }
}
