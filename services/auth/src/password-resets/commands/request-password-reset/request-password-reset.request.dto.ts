import { IsString, MaxLength, MinLength } from 'class-validator';

/** `POST /auth/password-reset`: the e-mail address (or, for the older accounts, the username) to send a link for. */
export class RequestPasswordResetRequestDto {
  @IsString()
  @MinLength(1)
  @MaxLength(254)
  login!: string;
}
