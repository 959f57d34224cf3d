import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { Idempotent } from '@freight/idempotency';
import { ApiKeyScope, CurrentPrincipal, Principal } from '@freight/kernel';
import type { ConsignmentsAnswer } from '../../../consignments/consignment.response';
import { CONSIGNMENTS_ANSWER_SCHEMA } from '../../../consignments/consignment.openapi';
import { ConsignmentRequestDto } from '../../../consignments/consignment.request.dto';
import { BookConsignmentCommand } from './book-consignment.command';

/** PUT /consignment/book/ (spec section 7); one method, so an Idempotency-Key interceptor can decorate it. Not for the demo. */
@Controller('consignment')
export class BookConsignmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: a consignment as for PUT /consignment/ (consignmentId required). */
  @Put('book')
  @ApiKeyScope('book')
  @HttpCode(200)
  @Idempotent()
  @ApiOkResponse({ description: 'The booked consignment, or why it was not booked', schema: CONSIGNMENTS_ANSWER_SCHEMA })
  book(@CurrentPrincipal() principal: Principal, @Body() body: ConsignmentRequestDto): Promise<ConsignmentsAnswer> {
    return this.commands.execute(new BookConsignmentCommand(principal, body));
  }
}
