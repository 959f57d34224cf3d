import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { IMPORT_SUMMARY_SCHEMA } from '../../contact-import.openapi';
import type { ImportSummary } from '../../contact-import.service';
import { GetContactImportQuery } from './get-contact-import.query';

/** GET /contact/import/{id}. Not for the demo (deny by default). */
@Controller('contact/import')
export class GetContactImportHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: IMPORT_SUMMARY_SCHEMA })
  summary(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ImportSummary> {
    return this.queries.execute(new GetContactImportQuery(principal, id));
  }
}
