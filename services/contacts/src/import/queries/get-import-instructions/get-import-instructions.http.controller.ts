import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { IMPORT_INSTRUCTIONS_SCHEMA } from '../../contact-import.openapi';
import type { importInstructions } from '../../import-columns';
import { GetImportInstructionsQuery } from './get-import-instructions.query';

/** GET /contact/import/instructions. Not for the demo (deny by default). */
@Controller('contact/import')
export class GetImportInstructionsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The fixed headings with each column's max length and mandatory flag; the file's bounds are not shown (spec section 5). */
  @Get('instructions')
  @ApiOkResponse({ schema: IMPORT_INSTRUCTIONS_SCHEMA })
  instructions(): Promise<ReturnType<typeof importInstructions>> {
    return this.queries.execute(new GetImportInstructionsQuery());
  }
}
