import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { UnsubscribeNewsletterCommand } from './unsubscribe-newsletter.command';

/** DELETE /email/newsletter/{carrierCode}. */
@Controller('email/newsletter')
export class UnsubscribeNewsletterHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':carrierCode')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Unsubscribed' })
  async unsubscribe(@CurrentPrincipal() principal: Principal, @Param('carrierCode') raw: string): Promise<void> {
    await this.commands.execute(new UnsubscribeNewsletterCommand(principal, Number.parseInt(raw, 10) || 0));
  }
}
