import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, RequiresRole, setContentRange } from '@freight/kernel';
import { COMPANY_USER_SCHEMA, CompanyUserResponse } from '../../users.response';
import { ListUsersQuery, USER_SORTS } from './list-users.handler';

@Controller('auth')
export class ListUsersHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The company's users for its administrator (ra-data-simple-rest: range, sort, filter q/role/active). */
  @Get('users/:customerId')
  @RequiresRole('administrator')
  @ApiOkResponse({ schema: arrayOf(COMPANY_USER_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('customerId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CompanyUserResponse[]> {
    const list = parseListQuery(query, { sortable: USER_SORTS, defaultSort: { field: 'id', order: 'ASC' }, maxPageSize: 100 });
    const page = await this.queries.execute<ListUsersQuery, { rows: CompanyUserResponse[]; total: number }>(
      new ListUsersQuery(customerId, list),
    );
    setContentRange(reply, 'users', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
