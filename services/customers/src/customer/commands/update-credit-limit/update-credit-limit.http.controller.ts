import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly, CustomerIdParam } from '@freight/kernel';
import { parseCreditLimit } from '../../domain/credit-limit';
import { CUSTOMER_SCHEMA } from '../../queries/get-customer/customer.openapi';
import { CustomerResponse } from '../../queries/get-customer/customer.response';
import { GetCustomerQuery } from '../../queries/get-customer/get-customer.handler';
import { UpdateCreditLimitCommand } from './update-credit-limit.handler';
import { UpdateCreditLimitRequestDto } from './update-credit-limit.request.dto';

@Controller('customer')
export class UpdateCreditLimitHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Admins only (any member 403, whichever customer the path names). Answers the record, as GET /customer/{id} would. */
  @AdminOnly()
  @Put('creditlimit/:customerId')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The customer after the change', schema: CUSTOMER_SCHEMA })
  async update(@CustomerIdParam('customerId') customerId: number, @Body() body: UpdateCreditLimitRequestDto): Promise<CustomerResponse> {
    await this.commands.execute(new UpdateCreditLimitCommand(customerId, parseCreditLimit(body.creditLimit)));
    return this.queries.execute(new GetCustomerQuery(customerId));
  }
}
