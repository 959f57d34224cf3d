import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { bool, int, objectOf } from '@freight/runtime';
import { COMPANY_ROLES, CompanyRole, CurrentPrincipal, DemoAllowed, Principal } from '@freight/kernel';

export interface SessionPrincipal {
  userId: number;
  customerId: number;
  customerLevel: number;
  demo: boolean;
  role: CompanyRole;
}

/**
 * GET /auth/session: who the access token is for, answered only while its user exists and is active (the guard's
 * user check; 401 otherwise). The gateway asks it, with the caller's token, before it passes a call to a service.
 */
@Controller('auth')
export class GetSessionHttpController {
  @DemoAllowed()
  @Get('session')
  @ApiOkResponse({
    description: "The token's user, while it exists and is active",
    schema: objectOf<SessionPrincipal>({
      userId: int,
      customerId: int,
      customerLevel: int,
      demo: bool,
      role: { type: 'string', enum: [...COMPANY_ROLES] },
    }),
  })
  session(@CurrentPrincipal() principal: Principal): SessionPrincipal {
    return {
      userId: principal.userId,
      customerId: principal.customerId,
      customerLevel: principal.customerLevel,
      demo: principal.demo,
      role: principal.role,
    };
  }
}
