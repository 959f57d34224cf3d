import { Allow, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `PUT /customer/setting/{customerId}`: one of the spec's ten setting names and its new value. */
export class UpdateCustomerSettingRequestDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  setting!: string;

  /** Its type depends on the setting; the domain checks it (customer-setting.ts). */
  @Allow()
  value?: unknown;
}
