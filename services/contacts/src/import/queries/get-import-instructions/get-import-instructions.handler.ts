import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { importInstructions } from '../../import-columns';
import { GetImportInstructionsQuery } from './get-import-instructions.query';

/** GET /contact/import/instructions: the fixed headings with each column's max length and mandatory flag. */
@QueryHandler(GetImportInstructionsQuery)
export class GetImportInstructionsHandler implements IQueryHandler<GetImportInstructionsQuery, ReturnType<typeof importInstructions>> {
  execute(): Promise<ReturnType<typeof importInstructions>> {
    return Promise.resolve(importInstructions());
  }
}
