import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ImportSummary } from '../../contact-import.service';
import type { ReceivedFile } from '../../upload';

/** The received file is the handler's to discard. */
export class PreviewContactImportCommand extends Command<ImportSummary> {
  constructor(
    readonly principal: Principal,
    readonly file: ReceivedFile,
  ) {
    super();
  }
}
