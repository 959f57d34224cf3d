import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { COMPANY_ROLES, type CompanyRole } from '@freight/kernel';

/** `POST /auth/users/{customerId}/invites`: whom to invite and as what. */
export class InviteUserRequestDto {
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;

  @IsIn(COMPANY_ROLES)
  role!: CompanyRole;
}
