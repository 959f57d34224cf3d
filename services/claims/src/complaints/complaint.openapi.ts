import { ApiSchemaObject, arrayOf, bool, dateTime, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import { ATTACHMENT_SCHEMA } from '../attachments/attachments.openapi';
import type { ComplaintResponse, ReminderView } from './complaint.response';

export const COMPLAINT_SCHEMA = namedSchema(
  'Complaint',
  objectOf<ComplaintResponse>(
    {
      id: int,
      custId: int,
      orderNo: str,
      supplierId: int,
      supplier: str,
      createdBy: int,
      createdDate: dateTime,
      sentDate: nullable(dateTime),
      sentReceiverId: nullable(int),
      identifier: str,
      attachedFileUrl: { ...str, description: "The first attachment's id for the download call, empty when none" },
      description: str,
      complaintClaim: str,
      comment: str,
      replyToMember: str,
      repliedAt: nullable(dateTime),
      markMemberList: bool,
      refComplaintId: nullable(int),
      processed: bool,
      archived: bool,
      reminders: arrayOf(objectOf<ReminderView>({ reminderNo: int, sentAt: dateTime, automatic: bool })),
      reminderCount: int,
      nextReminderAt: { ...nullable(dateTime), description: 'When a reminder may next be sent; null when none can' },
      attachments: { ...arrayOf(ATTACHMENT_SCHEMA), description: 'The first 20 in upload order; file/list/{id} pages them all' },
      attachmentsCount: int,
      attachmentsTotalBytes: int,
      markAdminList: { ...bool, description: 'Admins only' },
      internalComment: { ...str, description: 'Admins only' },
    },
    ['markAdminList', 'internalComment'],
  ),
);

/** What parseIdList accepts. */
export const COMPLAINT_IDS_BODY: ApiSchemaObject = {
  description: 'Complaint ids (1 to 500), bare or as {ids}',
  oneOf: [arrayOf(int), { type: 'object', required: ['ids'], properties: { ids: arrayOf(int) } }],
};

export const UPDATED_IDS_SCHEMA = objectOf<{ updated: number[] }>({ updated: arrayOf(int) });
