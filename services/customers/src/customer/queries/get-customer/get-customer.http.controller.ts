import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CustomerIdParam, DemoAllowed } from '@freight/kernel';
import { CustomerResponse } from './customer.response';
import { GetCustomerQuery } from './get-customer.handler';

@Controller('customer')
export class GetCustomerHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The demo reads its own customer: the client loads it at start and signs out when it cannot. */
  @DemoAllowed()
  @Get(':id')
  get(@CustomerIdParam('id') id: number): Promise<CustomerResponse> {
    return this.queries.execute(new GetCustomerQuery(id));
  }
}
