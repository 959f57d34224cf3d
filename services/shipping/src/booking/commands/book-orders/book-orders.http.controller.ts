import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentPrincipal, Principal, Idempotent } from '@freight/kernel';
import { BookOrdersAnswer, BookOrdersCommand } from './book-orders.command';
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
  @HttpCode(200)
  @Idempotent()
  book(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<BookOrdersAnswer> {
    return this.commands.execute(new BookOrdersCommand(principal, parseBookOrdersBody(body)));
  }
}
