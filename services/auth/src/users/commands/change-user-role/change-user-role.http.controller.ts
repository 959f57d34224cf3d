import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { objectOf, oneOfValues } from '@freight/runtime';
import { COMPANY_ROLES, CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import { CompanyUsers } from '../../application/company-users';
import { COMPANY_USER_SCHEMA, CompanyUserResponse } from '../../users.response';
import { ChangeUserRoleRequestDto } from './change-user-role.request.dto';

@Controller('auth')
export class ChangeUserRoleHttpController {
  constructor(private readonly users: CompanyUsers) {}

  /**
   * A colleague's new role. It is in their access token, so it holds from their next refresh (at most the access
   * token's lifetime); a refresh re-reads it. 409 for oneself.
   */
  @Put('users/:customerId/:userId/role')
  @HttpCode(200)
  @RequiresRole('administrator')
  @ApiBody({ schema: objectOf<{ role: string }>({ role: oneOfValues([...COMPANY_ROLES]) }) })
  @ApiOkResponse({ description: 'The user, with the new role', schema: COMPANY_USER_SCHEMA })
  change(
    @CustomerIdParam('customerId') customerId: number,
    @Param('userId') userId: string,
    @Body() body: ChangeUserRoleRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CompanyUserResponse> {
    return this.users.change(principal, customerId, this.users.userIdOf(userId), 'role = $3', [body.role]);
  }
}
