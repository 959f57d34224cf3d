import { createHash } from 'node:crypto';
import { Body, Controller, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import { ApiFileResponse, ApiNoBody } from '@freight/runtime';
import { CurrentPrincipal, FastifyReply, Principal } from '@freight/kernel';
import { ID_LIST_BODY } from '../../../shared/id-list.openapi';
import { parseIdList } from '../../../shared/id-list.request';
import { PRINTED_CONTENT_TYPES, PRINTED_DESCRIPTION } from '../../documents.openapi';
import { parsePrintFormat } from '../../domain/print-format';
import { PrintConsignmentsCommand } from './print-consignments.command';
import type { PrintedDocument } from './print-consignments.handler';

/**
 * POST /consignment/print/{id}/?format= (spec section 7) and POST /consignment/print/?format= with a JSON
 * list of ids (one file for a selection). The answer is the document itself; its ETag is the hash of the
 * bytes, equal on every reprint. Not for the demo (deny-by-default).
 */
@Controller('consignment')
export class PrintConsignmentsHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** `id`: a consignment id or an order number. `format`: PDF (default), PDF_A6, ZPL, ZPL_300. */
  @Post('print/:id')
  @HttpCode(200)
  @ApiNoBody()
  @ApiFileResponse(200, PRINTED_CONTENT_TYPES, PRINTED_DESCRIPTION)
  printOne(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query('format') format: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return this.print(new PrintConsignmentsCommand(principal, [id], parsePrintFormat(format)), reply);
  }

  /** Body: the list of consignment ids or order numbers (at most 100), printed in that order into one file. */
  @Post('print')
  @HttpCode(200)
  @ApiBody({ description: 'Consignment ids or order numbers, printed in this order', schema: ID_LIST_BODY })
  @ApiFileResponse(200, PRINTED_CONTENT_TYPES, PRINTED_DESCRIPTION)
  printMany(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Query('format') format: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const printFormat = parsePrintFormat(format);
    return this.print(new PrintConsignmentsCommand(principal, parseIdList(body, 'ids'), printFormat), reply);
  }

  private async print(command: PrintConsignmentsCommand, reply: FastifyReply): Promise<Buffer> {
    const document = await this.commands.execute<PrintConsignmentsCommand, PrintedDocument>(command);
    const [first] = document.consignmentNos;
    const name = document.consignmentNos.length === 1 ? first : `${first}-and-${document.consignmentNos.length - 1}-more`;
    reply
      .header('content-type', document.contentType)
      .header('content-disposition', `${document.extension === 'pdf' ? 'inline' : 'attachment'}; filename="${name}.${document.extension}"`)
      .header('etag', `"${createHash('sha256').update(document.body).digest('base64url')}"`)
      .header('cache-control', 'private, no-store');
    return document.body;
  }
}
