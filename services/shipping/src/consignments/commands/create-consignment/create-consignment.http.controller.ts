import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiKeyScope, CurrentPrincipal, DemoAllowed, DomainError, Principal } from '@freight/kernel';
import { ConsignmentRequestDto } from '../../consignment.request.dto';
import { CONSIGNMENTS_ANSWER_SCHEMA } from '../../consignment.openapi';
import type { ConsignmentsAnswer } from '../../consignment.response';
import { CreateConsignmentCommand } from './create-consignment.command';

/** POST /consignment/ (spec section 7). Every answer is { consignments, errors }. */
@Controller('consignment')
export class CreateConsignmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** temp=1: a temporary consignment made to be priced (the demo may make those, and only those). */
  @DemoAllowed()
  @Post()
  @ApiKeyScope('book')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The saved consignment', schema: CONSIGNMENTS_ANSWER_SCHEMA })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: ConsignmentRequestDto,
    @Query('temp') temp?: string,
  ): Promise<ConsignmentsAnswer> {
    if (temp !== undefined && temp !== '0' && temp !== '1')
      throw DomainError.invalid([{ field: 'temp', code: 'VALIDATION.INVALID_FORMAT' }]);
    return this.commands.execute(new CreateConsignmentCommand(principal, body, temp === '1'));
  }
}
