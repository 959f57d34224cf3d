import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SignInRequestDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  username!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password!: string;
}
