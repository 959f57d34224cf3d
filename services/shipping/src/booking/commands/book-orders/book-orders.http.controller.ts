import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { Idempotent } from '@freight/idempotency';
import { ApiKeyScope, CurrentPrincipal, Principal } from '@freight/kernel';
import { BookOrdersAnswer, BookOrdersCommand } from './book-orders.command';
import { BOOK_ORDERS_ANSWER_SCHEMA, BOOK_ORDERS_BODY } from './book-orders.openapi';
import { parseBookOrdersBody } from './book-orders.request';

/**
 * PUT /order/book/ (spec section 7). One method, no side work in the controller, so an Idempotency-Key
 * interceptor can be put on it as a method decorator. Not for the demo (deny by default).
 */
@Controller('order')
export class BookOrdersHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: { orderNos: [...] } (1..100) or { all: true }. */
  @Put('book')
  @ApiKeyScope('book')
  @HttpCode(200)
  @Idempotent()
  @ApiBody({ schema: BOOK_ORDERS_BODY })
  @ApiOkResponse({ description: "Each order's outcome", schema: BOOK_ORDERS_ANSWER_SCHEMA })
  book(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<BookOrdersAnswer> {
    return this.commands.execute(new BookOrdersCommand(principal, parseBookOrdersBody(body)));
  }
}
