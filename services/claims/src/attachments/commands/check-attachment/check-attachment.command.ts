import type { IncomingMessage } from 'node:http';
import { Command } from '@nestjs/cqrs';
import type { CheckedAttachment } from '../../attachments';

/** A file checked as an upload would be, before the record it is for exists; nothing is stored. */
export class CheckAttachmentCommand extends Command<CheckedAttachment> {
  constructor(readonly request: IncomingMessage) {
    super();
  }
}
