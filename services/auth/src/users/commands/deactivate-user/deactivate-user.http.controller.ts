import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiNoBody } from '@freight/runtime';
import { CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import { CompanyUsers } from '../../application/company-users';
import { COMPANY_USER_SCHEMA, CompanyUserResponse } from '../../users.response';

@Controller('auth')
export class DeactivateUserHttpController {
  constructor(private readonly users: CompanyUsers) {}

  /** Deactivates a colleague: they can no longer sign in or refresh, and their sessions end. 409 for oneself. */
  @Post('users/:customerId/:userId/deactivate')
  @HttpCode(200)
  @RequiresRole('administrator')
  @ApiNoBody()
  @ApiOkResponse({ description: 'The user, deactivated', schema: COMPANY_USER_SCHEMA })
  deactivate(
    @CustomerIdParam('customerId') customerId: number,
    @Param('userId') userId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CompanyUserResponse> {
    return this.users.deactivate(principal, customerId, this.users.userIdOf(userId));
  }
}
