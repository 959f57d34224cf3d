import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RefreshSessionRequestDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  refreshToken!: string;
}
