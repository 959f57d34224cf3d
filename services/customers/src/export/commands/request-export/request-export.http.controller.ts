import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal, RequiresRole } from '@freight/kernel';
import { ApiNoBody } from '@freight/runtime';
import { ExportRequestView } from '../../domain/export-request';
import { EXPORT_REQUEST_SCHEMA } from '../../export.openapi';
import { RequestExportCommand } from './request-export.handler';

@Controller('customer')
export class RequestExportHttpController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * The signed-in person asks for everything Frakt holds about their account (GDPR art. 15 and 20): one archive, JSON
   * per service and their invoices as PDFs, linked by mail when ready and downloadable by them for seven days. Any role
   * may ask (it is the person's own data); not the demo (deny by default).
   */
  @Post('export')
  @HttpCode(202)
  @ApiNoBody()
  @RequiresRole('viewer')
  @ApiAcceptedResponse({ description: 'The export request and its state', schema: EXPORT_REQUEST_SCHEMA })
  request(@CurrentPrincipal() principal: Principal): Promise<ExportRequestView> {
    return this.commands.execute(new RequestExportCommand(principal.customerId, principal.userId));
  }
}
