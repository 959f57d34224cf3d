import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, bool, CONTENT_RANGE_HEADER, int, objectOf } from '@freight/runtime';
import {
  CurrentPrincipal,
  CustomerIdParam,
  DomainError,
  parseListQuery,
  Principal,
  setContentRange,
  type FastifyReply,
} from '@freight/kernel';
import { parseContactId, parseIdList } from './application/contact-access';
import { CreateContactCommand, DeleteContactsCommand, SetContactFlagCommand, UpdateContactCommand } from './contact.commands';
import { CONTACT_IDS_BODY, CONTACT_SCHEMA, CREATE_CONTACT_BODY, UPDATE_CONTACT_BODY } from './contact.openapi';
import { ContactPage, GetContactQuery, ListContactsQuery, SORTABLE } from './contact.queries';
import type { ContactResponse } from './database/contact-rows';
import { BULK_FLAGS } from './domain/contact-fields';

/** The address book (spec section 7, /contact). Not for the demo (deny by default): it skips loading contacts. */
@Controller('contact')
export class ContactHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiBody({ schema: CREATE_CONTACT_BODY })
  @ApiOkResponse({ description: 'The new contact', schema: CONTACT_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ContactResponse> {
    return this.commands.execute(new CreateContactCommand(principal, body));
  }

  /** The whole form with its id; a field left out keeps its value. */
  @Put()
  @HttpCode(200)
  @ApiBody({ schema: UPDATE_CONTACT_BODY })
  @ApiOkResponse({ description: 'The contact as saved', schema: CONTACT_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ContactResponse> {
    return this.commands.execute(new UpdateContactCommand(principal, body));
  }

  /** Body: the list of contact ids (or {ids}); all or nothing. */
  @Put('bulk/delete')
  @HttpCode(200)
  @ApiBody({ schema: CONTACT_IDS_BODY })
  @ApiOkResponse({ schema: objectOf<{ deleted: number[] }>({ deleted: arrayOf(int) }) })
  bulkDelete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ deleted: number[] }> {
    return this.commands.execute(new DeleteContactsCommand(principal, parseIdList(body)));
  }

  /** `/contact/bulk/{sender|receiver|consumer|locked}/?checked=0|1`, body: the list of contact ids. */
  @Put('bulk/:flag')
  @HttpCode(200)
  @ApiBody({ schema: CONTACT_IDS_BODY })
  @ApiOkResponse({ schema: objectOf<{ ids: number[]; checked: boolean }>({ ids: arrayOf(int), checked: bool }) })
  bulkFlag(
    @CurrentPrincipal() principal: Principal,
    @Param('flag') word: string,
    @Query('checked') checked: unknown,
    @Body() body: unknown,
  ): Promise<{ ids: number[]; checked: boolean }> {
    if (!Object.hasOwn(BULK_FLAGS, word)) throw DomainError.notFound('HTTP.NOT_FOUND');
    if (checked !== '0' && checked !== '1')
      throw DomainError.invalid([{ field: 'checked', code: checked === undefined ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_FORMAT' }]);
    return this.commands.execute(
      new SetContactFlagCommand(principal, parseIdList(body), BULK_FLAGS[word as keyof typeof BULK_FLAGS], checked === '1'),
    );
  }

  /** ra-data-simple-rest: `sort`, `range`, `filter` ({q, own, shared, consignor, consignee, consumer, locked, primary, country, id}); `Content-Range`. */
  @Get('customer/:custId')
  @ApiOkResponse({ description: 'One page of the address book', schema: arrayOf(CONTACT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('custId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactResponse[]> {
    const list = parseListQuery(query, { sortable: SORTABLE, defaultSort: { field: 'id', order: 'DESC' }, maxPageSize: 500 });
    const page = await this.queries.execute<ListContactsQuery, ContactPage>(new ListContactsQuery(customerId, list));
    setContentRange(reply, 'contacts', list.range, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ schema: CONTACT_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ContactResponse> {
    return this.queries.execute(new GetContactQuery(principal, parseContactId(id)));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ id: number }>({ id: int }) })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ id: number }> {
    const { deleted } = await this.commands.execute<DeleteContactsCommand, { deleted: number[] }>(
      new DeleteContactsCommand(principal, [parseContactId(id)]),
    );
    return { id: deleted[0] };
  }
}
