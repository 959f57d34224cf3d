import { dateTime, int, namedSchema, objectOf, str } from '@freight/runtime';
import { MAX_ATTACHMENTS, MAX_FILE_BYTES, MAX_TOTAL_BYTES, type AttachmentView, type CheckedAttachment } from './attachments';
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

export const CHECKED_ATTACHMENT_SCHEMA = namedSchema(
  'CheckedAttachment',
  objectOf<CheckedAttachment>({
    fileName: { ...str, description: 'The name it would be stored under' },
    contentType: { type: 'string', enum: ATTACHMENT_CONTENT_TYPES },
    size: { ...int, description: 'Bytes' },
  }),
);

const MB = 1024 * 1024;
export const UPLOAD_DESCRIPTION =
  `PDF, PNG, JPEG, HEIC, DOCX or XLSX (by its bytes; stored and served under a name ending in that type's extension), ` +
  `at most ${MAX_FILE_BYTES / MB} MB, ${MAX_TOTAL_BYTES / MB} MB and ${MAX_ATTACHMENTS} files in all per complaint or claim (409 past it)`;
