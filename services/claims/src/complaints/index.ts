import { ComplaintMailing } from './application/complaint-mailing';
import { ComplaintViews } from './application/complaint-views';
import { DailyReminders } from './application/daily-reminders';
import { ArchiveComplaintsHandler } from './commands/archive-complaints/archive-complaints.handler';
import { ArchiveComplaintsHttpController } from './commands/archive-complaints/archive-complaints.http.controller';
import { DeleteComplaintHandler } from './commands/delete-complaint/delete-complaint.handler';
import { DeleteComplaintHttpController } from './commands/delete-complaint/delete-complaint.http.controller';
import { FileComplaintHandler } from './commands/file-complaint/file-complaint.handler';
import { FileComplaintHttpController } from './commands/file-complaint/file-complaint.http.controller';
import { MarkComplaintsHandler } from './commands/mark-complaints/mark-complaints.handler';
import { MarkComplaintsHttpController } from './commands/mark-complaints/mark-complaints.http.controller';
import { SendComplaintReminderHandler } from './commands/send-complaint-reminder/send-complaint-reminder.handler';
import { SendComplaintReminderHttpController } from './commands/send-complaint-reminder/send-complaint-reminder.http.controller';
import { UpdateComplaintHandler } from './commands/update-complaint/update-complaint.handler';
import { UpdateComplaintHttpController } from './commands/update-complaint/update-complaint.http.controller';
import { ComplaintRepository } from './database/complaint.repository';
import { GetComplaintHandler } from './queries/get-complaint/get-complaint.handler';
import { GetComplaintHttpController } from './queries/get-complaint/get-complaint.http.controller';
import { ListComplaintsHandler } from './queries/list-complaints/list-complaints.handler';
import { ListComplaintsHttpController } from './queries/list-complaints/list-complaints.http.controller';

/** Complaints (spec section 7), for the claims module's wiring. */
const commandHandlers = [
  FileComplaintHandler,
  UpdateComplaintHandler,
  SendComplaintReminderHandler,
  DeleteComplaintHandler,
  MarkComplaintsHandler,
  ArchiveComplaintsHandler,
];
const queryHandlers = [GetComplaintHandler, ListComplaintsHandler];
export const complaintControllers = [
  FileComplaintHttpController,
  UpdateComplaintHttpController,
  ListComplaintsHttpController,
  SendComplaintReminderHttpController,
  MarkComplaintsHttpController,
  ArchiveComplaintsHttpController,
  GetComplaintHttpController,
  DeleteComplaintHttpController,
];
export const complaintProviders = [
  ...commandHandlers,
  ...queryHandlers,
  ComplaintRepository,
  ComplaintMailing,
  ComplaintViews,
  DailyReminders,
];
