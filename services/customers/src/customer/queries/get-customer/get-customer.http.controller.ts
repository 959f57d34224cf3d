import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CustomerIdParam, DemoAllowed } from '@freight/kernel';
import { CUSTOMER_SCHEMA } from './customer.openapi';
import { CustomerResponse } from './customer.response';
import { GetCustomerQuery } from './get-customer.handler';

@Controller('customer')
export class GetCustomerHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The demo reads its own customer: the client loads it at start and signs out when it cannot. */
  @DemoAllowed()
  @Get(':id')
  @ApiOkResponse({ schema: CUSTOMER_SCHEMA })
  get(@CustomerIdParam('id') id: number): Promise<CustomerResponse> {
    return this.queries.execute(new GetCustomerQuery(id));
  }
}
