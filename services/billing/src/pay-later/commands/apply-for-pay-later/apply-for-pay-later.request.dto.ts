import { Equals, IsString, MaxLength } from 'class-validator';

/** `POST /bill/paylater/customer/{custId}`: the member read and accepted this version of the terms. */
export class ApplyForPayLaterRequestDto {
  @IsString()
  @MaxLength(20)
  termsVersion!: string;

  @Equals(true)
  accepted!: boolean;
}
