import { Query } from '@nestjs/cqrs';
import type { importInstructions } from '../../import-columns';

export class GetImportInstructionsQuery extends Query<ReturnType<typeof importInstructions>> {}
