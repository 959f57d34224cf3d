import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse } from '@nestjs/swagger';
import { objectOf, oneOfValues } from '@freight/runtime';
import { COMPANY_ROLES, CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import { INVITE_SCHEMA, InviteResponse } from '../../users.response';
import { InviteUserCommand } from './invite-user.handler';
import { InviteUserRequestDto } from './invite-user.request.dto';

@Controller('auth')
export class InviteUserHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Invites a colleague by e-mail with a role: a one-time link (7 days) goes by mail. 409 when the address is a user already. */
  @Post('users/:customerId/invites')
  @HttpCode(201)
  @RequiresRole('administrator')
  @ApiBody({
    schema: objectOf<{ email: string; role: string }>({
      email: { type: 'string', format: 'email', maxLength: 254 },
      role: oneOfValues([...COMPANY_ROLES]),
    }),
  })
  @ApiCreatedResponse({ description: 'The invite (the link itself goes only by mail)', schema: INVITE_SCHEMA })
  invite(
    @CustomerIdParam('customerId') customerId: number,
    @Body() body: InviteUserRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InviteResponse> {
    return this.commands.execute(new InviteUserCommand(principal, customerId, body.email, body.role));
  }
}
