import { Allow, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/**
 * POST /complaint/: a complaint about one of the member's booked consignments, sent to its carrier unless `send` is
 * false. Takes the spec's Complaint entity as PUT does: the server's own fields (the carrier comes from the booked
 * order, dates and ids from the server, the admin's fields from an admin's update) are accepted and ignored.
 */
export class FileComplaintRequestDto {
  /** The consignment number (send no). */
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  identifier!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(4000)
  description!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  complaintClaim?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  comment?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  refComplaintId?: number;

  /** False keeps it as a draft (to attach files first); PUT with send: true sends it. */
  @IsOptional()
  @IsBoolean()
  send?: boolean;

  @IsOptional()
  @IsBoolean()
  markMemberList?: boolean;

  @IsOptional()
  @IsBoolean()
  archived?: boolean;

  @Allow() custId?: unknown;
  @Allow() orderNo?: unknown;
  @Allow() supplierId?: unknown;
  @Allow() supplier?: unknown;
  @Allow() createdBy?: unknown;
  @Allow() createdDate?: unknown;
  @Allow() sentDate?: unknown;
  @Allow() sentReceiverId?: unknown;
  @Allow() attachedFileUrl?: unknown;
  @Allow() replyToMember?: unknown;
  @Allow() repliedAt?: unknown;
  @Allow() internalComment?: unknown;
  @Allow() markAdminList?: unknown;
  @Allow() processed?: unknown;
  @Allow() reminders?: unknown;
  @Allow() reminderCount?: unknown;
  @Allow() nextReminderAt?: unknown;
  @Allow() attachments?: unknown;
  @Allow() attachmentsCount?: unknown;
  @Allow() attachmentsTotalBytes?: unknown;
}
