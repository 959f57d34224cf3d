import { Controller, Get, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiFileResponse } from '@freight/runtime';
import { XLSX } from '../../xlsx-writer';
import { GetImportTemplateQuery } from './get-import-template.query';

/** GET /contact/import/template. Not for the demo (deny by default). */
@Controller('contact/import')
export class GetImportTemplateHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('template')
  @ApiFileResponse(200, [XLSX], 'The empty template with its headings (kontakter.xlsx)')
  async template(): Promise<StreamableFile> {
    const stream = await this.queries.execute(new GetImportTemplateQuery());
    return new StreamableFile(stream, { type: XLSX, disposition: 'attachment; filename="kontakter.xlsx"' });
  }
}
