import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly, CustomerIdParam } from '@freight/kernel';
import { ErasureRequestView } from '../../domain/erasure-request';
import { ERASURE_REQUEST_SCHEMA } from '../../erasure.openapi';
import { GetErasureQuery } from './get-erasure.handler';

@Controller('customer')
export class GetErasureHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Admins only: the customer's erasure request and each service's confirmation; 404 when none was made. */
  @AdminOnly()
  @Get('erasure/:customerId')
  @ApiOkResponse({ description: 'The erasure request and each service’s progress', schema: ERASURE_REQUEST_SCHEMA })
  get(@CustomerIdParam('customerId') customerId: number): Promise<ErasureRequestView> {
    return this.queries.execute(new GetErasureQuery(customerId));
  }
}
