import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CurrentPrincipal, parseListQuery, Principal, setContentRange, type FastifyReply } from '@freight/kernel';
import { IMPORT_ROW_SCHEMA } from '../../contact-import.openapi';
import { ImportRowPage, ListContactImportRowsQuery } from './list-contact-import-rows.query';

/** GET /contact/import/{id}/rows. Not for the demo (deny by default). */
@Controller('contact/import')
export class ListContactImportRowsHttpController {
  constructor(private readonly queries: QueryBus) {}

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
  ): Promise<ImportRowPage['rows']> {
    const list = parseListQuery(query, { sortable: ['row'], defaultSort: { field: 'row', order: 'ASC' }, maxPageSize: 500 });
    const page = await this.queries.execute(new ListContactImportRowsQuery(principal, id, list));
    setContentRange(reply, 'rows', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
