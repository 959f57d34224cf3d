import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiNoBody } from '@freight/runtime';
import { CurrentPrincipal, DomainError, FastifyRequest, Principal } from '@freight/kernel';
import type { SentDocument } from '../../database/customs.repository';
import { PAPERLESS_ANSWER_SCHEMA, PAPERLESS_CHOICE_BODY, SENT_DOCUMENT_SCHEMA } from '../../documents.openapi';
import { PAPERLESS_LIMITS, safeFileName } from '../../domain/pdf-upload';
import type { PaperlessAnswer } from '../../queries/get-paperless/get-paperless.handler';
import { GetPaperlessQuery } from '../../queries/get-paperless/get-paperless.query';
import { ChoosePaperlessCommand } from '../choose-paperless/choose-paperless.command';
import { SendCustomsDocumentCommand } from './send-customs-document.command';

/** Paperless customs documents for the express carrier (the console's /consignment/upspaperless screen). Not for the demo. */
@Controller('consignment/upspaperless')
export class PaperlessHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id')
  @ApiOkResponse({ schema: PAPERLESS_ANSWER_SCHEMA })
  read(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<PaperlessAnswer> {
    return this.queries.execute(new GetPaperlessQuery(principal, id));
  }

  /** Body: {"paperless": true|false}. */
  @Put(':id')
  @HttpCode(200)
  @ApiBody({ schema: PAPERLESS_CHOICE_BODY })
  @ApiOkResponse({ schema: PAPERLESS_ANSWER_SCHEMA })
  choose(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: unknown): Promise<PaperlessAnswer> {
    const paperless = (body as { paperless?: unknown } | null)?.paperless;
    if (typeof paperless !== 'boolean') throw DomainError.invalid([{ field: 'paperless', code: 'VALIDATION.REQUIRED' }]);
    return this.commands.execute(new ChoosePaperlessCommand(principal, id, paperless));
  }

  /** The body is the PDF itself (Content-Type: application/pdf), streamed; `?name=` its file name. */
  @Post(':id/documents')
  @HttpCode(201)
  @ApiConsumes('application/pdf')
  @ApiBody({ description: `The PDF itself, at most ${PAPERLESS_LIMITS.bytesPerFile} bytes`, schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ description: 'Sent to the carrier', schema: SENT_DOCUMENT_SCHEMA })
  upload(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query('name') name: unknown,
    @Req() request: FastifyRequest,
  ): Promise<SentDocument> {
    const content = request.raw as AsyncIterable<Buffer>;
    return this.commands.execute(new SendCustomsDocumentCommand(principal, id, { fileName: safeFileName(name, 'document.pdf'), content }));
  }

  /** The portal's own customs invoice of the booked consignment, sent instead of printed copies. */
  @Post(':id/invoice')
  @HttpCode(201)
  @ApiNoBody()
  @ApiCreatedResponse({ description: 'The customs invoice, sent to the carrier', schema: SENT_DOCUMENT_SCHEMA })
  sendInvoice(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<SentDocument> {
    return this.commands.execute(new SendCustomsDocumentCommand(principal, id));
  }
}
