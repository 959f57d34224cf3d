import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CurrentPrincipal, FastifyReply, parseListQuery, Principal, setContentRange } from '@freight/kernel';
import { pathId } from '../../../shared/id-list';
import type { AttachmentView, OwnerKind } from '../../attachments';
import { ATTACHMENT_SCHEMA } from '../../attachments.openapi';
import { ListAttachmentsQuery } from './list-attachments.query';

/** A record's attachments in upload order, a page at a time (ra-data-simple-rest `range`, at most 100), with Content-Range. */
@Controller()
export class ListAttachmentsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('complaint/file/list/:id')
  @ApiOkResponse({ schema: arrayOf(ATTACHMENT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listOfComplaint(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AttachmentView[]> {
    return this.page(principal, 'complaint', id, query, reply);
  }

  @Get('claim/file/list/:id')
  @ApiOkResponse({ schema: arrayOf(ATTACHMENT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listOfClaim(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AttachmentView[]> {
    return this.page(principal, 'claim', id, query, reply);
  }

  private async page(
    principal: Principal,
    kind: OwnerKind,
    id: string,
    query: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<AttachmentView[]> {
    const list = parseListQuery(query, { sortable: ['id'] as const, defaultSort: { field: 'id', order: 'ASC' }, maxPageSize: 100 });
    const { items, total } = await this.queries.execute(new ListAttachmentsQuery(principal, kind, pathId(id), list.range));
    setContentRange(reply, 'attachments', list.range, items.length, total);
    return items;
  }
}
