import { dateTime, int, namedSchema, objectOf, str } from '@freight/runtime';
import type { AttachmentView } from './attachments';
import { DOCX, HEIC, JPEG, PDF, PNG, XLSX } from './file-type';

/** The types the bytes are checked to be; a download answers in the stored one. */
export const ATTACHMENT_CONTENT_TYPES = [PDF, PNG, JPEG, HEIC, DOCX, XLSX].map((type) => type.contentType);

export const ATTACHMENT_SCHEMA = namedSchema(
  'Attachment',
  objectOf<AttachmentView>({
    id: { ...str, description: 'Opaque; the filePath of the download call' },
    fileName: str,
    contentType: { type: 'string', enum: ATTACHMENT_CONTENT_TYPES },
    size: { ...int, description: 'Bytes' },
    createdAt: dateTime,
  }),
);
