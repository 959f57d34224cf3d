import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Injectable, OnModuleInit, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { ApiFileResponse, ApiFileUpload, arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import {
  CurrentPrincipal,
  parseListQuery,
  Principal,
  setContentRange,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from '@freight/kernel';
import { IMPORT_COMMIT_BODY, IMPORT_INSTRUCTIONS_SCHEMA, IMPORT_ROW_SCHEMA, IMPORT_SUMMARY_SCHEMA } from './contact-import.openapi';
import { ContactImportService, ImportSummary, MAX_FILE_BYTES } from './contact-import.service';
import { IMPORT_COLUMNS, importInstructions } from './import-columns';
import { receiveXlsx } from './upload';
import { writeXlsx } from './xlsx-writer';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /contact/import: instructions, template, upload (preview), rows, commit. Not for the demo (deny by default). */
@Controller('contact/import')
export class ContactImportHttpController {
  constructor(private readonly imports: ContactImportService) {}

  /** The fixed headings with each column's max length and mandatory flag; the file's bounds are not shown (spec section 5). */
  @Get('instructions')
  @ApiOkResponse({ schema: IMPORT_INSTRUCTIONS_SCHEMA })
  instructions() {
    return importInstructions();
  }

  @Get('template')
  @ApiFileResponse(200, [XLSX], 'The empty template with its headings (kontakter.xlsx)')
  template(): StreamableFile {
    const stream = writeXlsx('Kontakter', [IMPORT_COLUMNS.map((c) => c.heading)]) as Readable;
    return new StreamableFile(stream, { type: XLSX, disposition: 'attachment; filename="kontakter.xlsx"' });
  }

  /** Multipart, field `file`: answers the preview (counts and the rows' errors in the caller's language); nothing is a contact yet. */
  @Post()
  @HttpCode(200)
  @ApiFileUpload('The filled-in template (.xlsx)')
  @ApiOkResponse({ description: 'The preview', schema: IMPORT_SUMMARY_SCHEMA })
  async upload(@CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest): Promise<ImportSummary> {
    const file = await receiveXlsx(request.raw, MAX_FILE_BYTES);
    try {
      return await this.imports.preview(principal, file);
    } finally {
      await file.discard();
    }
  }

  @Get(':id')
  @ApiOkResponse({ schema: IMPORT_SUMMARY_SCHEMA })
  summary(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ImportSummary> {
    return this.imports.summary(principal, id);
  }

  @Get(':id/rows')
  @ApiOkResponse({
    description: "One page of the rows' outcomes; filter {valid}",
    schema: arrayOf(IMPORT_ROW_SCHEMA),
    headers: CONTENT_RANGE_HEADER,
  })
  async rows(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const list = parseListQuery(query, { sortable: ['row'], defaultSort: { field: 'row', order: 'ASC' }, maxPageSize: 500 });
    const page = await this.imports.rows(principal, id, list);
    setContentRange(reply, 'rows', list.range, page.rows.length, page.total);
    return page.rows;
  }

  /** Body `{replaceBy?: "EPOST" | "REFERENS" | "MOBIL" | "TELEFON"}`. A second commit changes nothing and answers the first one's result. */
  @Post(':id/commit')
  @HttpCode(200)
  @ApiBody({ schema: IMPORT_COMMIT_BODY, required: false })
  @ApiOkResponse({ description: 'The summary with its result', schema: IMPORT_SUMMARY_SCHEMA })
  commit(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: unknown): Promise<ImportSummary> {
    return this.imports.commit(principal, id, (body as { replaceBy?: unknown } | undefined)?.replaceBy);
  }
}

/**
 * Lets multipart bodies through to the handlers unread, so the import can stream its file (the JSON
 * parser and its body limit stay as they are for everything else). Shared by every service that takes uploads.
 */
@Injectable()
export class MultipartPassThrough implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('multipart/form-data')) return;
    fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  }
}
