import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, DemoAllowed, DomainError, Principal } from '@freight/kernel';
import { ConsignmentRequestDto } from '../pricing/consignment-request/consignment.request.dto';
import type { ConsignmentsAnswer } from './consignment.answer';
import { CreateConsignmentCommand, DeleteConsignmentsCommand, parseIdList, UpdateConsignmentCommand } from './consignment.commands';
import { GetConsignmentQuery, GetConsignmentTemplateQuery } from './consignment.queries';

/** Consignments (spec section 7). Every answer is { consignments, errors }. */
@Controller('consignment')
export class ConsignmentHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** A blank consignment with the defaults; the demo starts from it too. */
  @DemoAllowed()
  @Get('template')
  template(@CurrentPrincipal() principal: Principal): Promise<ConsignmentsAnswer> {
    return this.queries.execute(new GetConsignmentTemplateQuery(principal));
  }

  /** temp=1: a temporary consignment made to be priced (the demo may make those, and only those). */
  @DemoAllowed()
  @Post()
  @HttpCode(200)
  create(@CurrentPrincipal() principal: Principal, @Body() body: ConsignmentRequestDto, @Query('temp') temp?: string): Promise<ConsignmentsAnswer> {
    if (temp !== undefined && temp !== '0' && temp !== '1') throw DomainError.invalid([{ field: 'temp', code: 'VALIDATION.INVALID_FORMAT' }]);
    return this.commands.execute(new CreateConsignmentCommand(principal, body, temp === '1'));
  }

  @Put()
  @HttpCode(200)
  update(@CurrentPrincipal() principal: Principal, @Body() body: ConsignmentRequestDto): Promise<ConsignmentsAnswer> {
    return this.commands.execute(new UpdateConsignmentCommand(principal, body));
  }

  /** Body: the list of ids. */
  @Post('delete')
  @HttpCode(200)
  delete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ConsignmentsAnswer> {
    return this.commands.execute(new DeleteConsignmentsCommand(principal, parseIdList(body, 'ids')));
  }

  @Get(':id')
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ConsignmentsAnswer> {
    return this.queries.execute(new GetConsignmentQuery(principal, id));
  }
}
