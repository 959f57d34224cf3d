import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiKeyScope, CurrentPrincipal, Principal } from '@freight/kernel';
import { ExportRequestView } from '../../domain/export-request';
import { EXPORT_REQUEST_SCHEMA } from '../../export.openapi';
import { GetExportQuery } from './get-export.handler';

@Controller('customer')
export class GetExportHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The signed-in user's newest data export; 404 when none was asked for. The person's own, so not for API keys. */
  @Get('export')
  @ApiKeyScope('none')
  @ApiOkResponse({ description: 'The export request and its state', schema: EXPORT_REQUEST_SCHEMA })
  get(@CurrentPrincipal() principal: Principal): Promise<ExportRequestView> {
    return this.queries.execute(new GetExportQuery(principal.customerId, principal.userId));
  }
}
