import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../users/domain/company-user';

/** `POST /auth/password-reset/confirm`: the token from the mail's link and the new password. */
export class ResetPasswordRequestDto {
  @IsString()
  @MaxLength(100)
  token!: string;

  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}
