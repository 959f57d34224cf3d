import type { AttachmentView } from '../attachments/attachments';

export interface ReminderView {
  reminderNo: number;
  sentAt: string;
  automatic: boolean;
}

/** The spec's Complaint; internalComment and markAdminList only for an admin. */
export interface ComplaintResponse {
  id: number;
  custId: number;
  orderNo: string;
  supplierId: number;
  supplier: string;
  createdBy: number;
  createdDate: string;
  sentDate: string | null;
  sentReceiverId: number | null;
  identifier: string;
  /** The first attachment's filePath for the download call, "" when none. */
  attachedFileUrl: string;
  description: string;
  complaintClaim: string;
  comment: string;
  replyToMember: string;
  repliedAt: string | null;
  markMemberList: boolean;
  refComplaintId: number | null;
  processed: boolean;
  archived: boolean;
  reminders: ReminderView[];
  reminderCount: number;
  /** When a reminder may next be sent; null when none can (unsent, answered). */
  nextReminderAt: string | null;
  /** The first MAX_ATTACHMENTS in upload order (file/list/{id} pages them all). */
  attachments: AttachmentView[];
  /** Every stored attachment, also those a record from before the cap holds past the first page. */
  attachmentsCount: number;
  attachmentsTotalBytes: number;
  markAdminList?: boolean;
  internalComment?: string;
}
