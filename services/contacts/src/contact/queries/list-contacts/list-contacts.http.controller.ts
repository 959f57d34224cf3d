import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, setContentRange, type FastifyReply } from '@freight/kernel';
import { CONTACT_SCHEMA } from '../../contact.openapi';
import type { ContactResponse } from '../../database/contact-rows';
import { ListContactsQuery } from './list-contacts.query';
import { SORTABLE } from './list-contacts.request';

/** GET /contact/customer/{custId}: the address book (spec section 7). Not for the demo (deny by default). */
@Controller('contact')
export class ListContactsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** ra-data-simple-rest: `sort`, `range`, `filter` ({q, own, shared, consignor, consignee, consumer, locked, primary, country, id}); `Content-Range`. */
  @Get('customer/:custId')
  @ApiOkResponse({ description: 'One page of the address book', schema: arrayOf(CONTACT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('custId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactResponse[]> {
    const list = parseListQuery(query, { sortable: SORTABLE, defaultSort: { field: 'id', order: 'DESC' }, maxPageSize: 500 });
    const page = await this.queries.execute(new ListContactsQuery(customerId, list));
    setContentRange(reply, 'contacts', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
