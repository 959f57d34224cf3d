import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SignInWithSsoKeyRequestDto {
  /** The one-time key from the /sso/<key> link (43 characters as issued). */
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  key!: string;
}
