import { IsIn } from 'class-validator';
import { COMPANY_ROLES, type CompanyRole } from '@freight/kernel';

/** `PUT /auth/users/{customerId}/{userId}/role`. */
export class ChangeUserRoleRequestDto {
  @IsIn(COMPANY_ROLES)
  role!: CompanyRole;
}
