import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class IssueSsoKeyRequestDto {
  /** Who the key signs in. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  username!: string;
}
