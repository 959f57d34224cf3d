import { IsNotEmpty, IsNumberString, MaxLength } from 'class-validator';

/** `?supplierId=131`: the carrier code, as query text. */
export class GetAgreementNumberRequestDto {
  @IsNotEmpty()
  @IsNumberString({ no_symbols: true })
  @MaxLength(9)
  supplierId!: string;
}
