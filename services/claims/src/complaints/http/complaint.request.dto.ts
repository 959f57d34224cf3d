import { PartialType } from '@nestjs/mapped-types';
import { Allow, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** POST /complaint/: a complaint about one of the member's booked consignments, sent to its carrier unless `send` is false. */
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
}

/**
 * PUT /complaint/: the record as GET answered it, changed. The filing fields are optional here (identifier is taken
 * as read-only); read-only fields are accepted and ignored (a form sends the record back whole); the admin's fields
 * (reply, internal comment, admin mark, processed) apply only for an admin.
 */
export class UpdateComplaintRequestDto extends PartialType(FileComplaintRequestDto) {
  @IsInt()
  @Min(1)
  id!: number;

  @IsOptional()
  @IsBoolean()
  markMemberList?: boolean;

  @IsOptional()
  @IsBoolean()
  archived?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(4000)
  replyToMember?: string;

  @IsOptional()
  @IsString()
  @MaxLength(4000)
  internalComment?: string;

  @IsOptional()
  @IsBoolean()
  markAdminList?: boolean;

  @IsOptional()
  @IsBoolean()
  processed?: boolean;

  @Allow() custId?: unknown;
  @Allow() orderNo?: unknown;
  @Allow() supplierId?: unknown;
  @Allow() supplier?: unknown;
  @Allow() createdBy?: unknown;
  @Allow() createdDate?: unknown;
  @Allow() sentDate?: unknown;
  @Allow() sentReceiverId?: unknown;
  @Allow() attachedFileUrl?: unknown;
  @Allow() repliedAt?: unknown;
  @Allow() reminders?: unknown;
  @Allow() reminderCount?: unknown;
  @Allow() nextReminderAt?: unknown;
  @Allow() attachments?: unknown;
  @Allow() attachmentsCount?: unknown;
  @Allow() attachmentsTotalBytes?: unknown;
}
