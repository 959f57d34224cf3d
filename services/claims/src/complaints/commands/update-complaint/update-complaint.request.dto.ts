import { PartialType } from '@nestjs/mapped-types';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { FileComplaintRequestDto } from '../file-complaint/file-complaint.request.dto';

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
  @IsString()
  @MaxLength(4000)
  override replyToMember?: string;

  @IsOptional()
  @IsString()
  @MaxLength(4000)
  override internalComment?: string;

  @IsOptional()
  @IsBoolean()
  override markAdminList?: boolean;

  @IsOptional()
  @IsBoolean()
  override processed?: boolean;
}
