import { Query } from '@nestjs/cqrs';
import type { Language } from '@freight/kernel';

export interface AttachmentLimits {
  maxFileBytes: number;
  maxTotalBytes: number;
  /** The spec's "maximum total size" label, in the caller's language. */
  label: string;
}

export class GetAttachmentLimitsQuery extends Query<AttachmentLimits> {
  constructor(readonly language: Language) {
    super();
  }
}
