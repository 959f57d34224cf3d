import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export class LogoutRequestDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  userId?: number;

  /** The refresh token whose family ends. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token!: string;
}
