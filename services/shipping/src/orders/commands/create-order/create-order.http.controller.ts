import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, CustomerIdParam, Principal } from '@freight/kernel';
import { parseIdList } from '../consignments/consignment.commands';
import { CreateOrderCommand, DeleteOrdersCommand, UpdateOrderCommand } from './order.commands';
import { GetOrderQuery, ListOrdersQuery } from './order.queries';
import { CreateOrderRequestDto, UpdateOrderRequestDto } from './order.request.dto';
import type { OrderResponse } from './order.response';
import { parseListFilter } from './stockholm-dates';

/** Orders: the send list and the booked list (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class OrderHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateOrderRequestDto): Promise<OrderResponse> {
    return this.commands.execute(new CreateOrderCommand(principal, body));
  }

  @Put()
  @HttpCode(200)
  update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateOrderRequestDto): Promise<{ orderNo: string }> {
    return this.commands.execute(new UpdateOrderCommand(principal, body));
  }

  /** Body: the list of order numbers. */
  @Put('bulk/delete')
  @HttpCode(200)
  bulkDelete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ deleted: string[] }> {
    return this.commands.execute(new DeleteOrdersCommand(principal, parseIdList(body, 'orderNos')));
  }

  @Get('customer/:custId')
  list(@CustomerIdParam('custId') customerId: number, @Query() query: Record<string, unknown>): Promise<OrderResponse[]> {
    return this.queries.execute(new ListOrdersQuery(customerId, parseListFilter(query)));
  }

  @Get(':orderNo')
  get(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<OrderResponse> {
    return this.queries.execute(new GetOrderQuery(principal, orderNo));
  }

  @Delete(':orderNo')
  @HttpCode(200)
  async delete(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<{ orderNo: string }> {
    const { deleted } = await this.commands.execute<DeleteOrdersCommand, { deleted: string[] }>(new DeleteOrdersCommand(principal, [orderNo]));
    return { orderNo: deleted[0] };
  }
}
