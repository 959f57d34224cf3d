import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

export class GetImportTemplateQuery extends Query<Readable> {}
