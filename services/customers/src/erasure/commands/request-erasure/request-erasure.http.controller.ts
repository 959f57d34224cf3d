import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse } from '@nestjs/swagger';
import { CurrentPrincipal, CustomerIdParam, Principal } from '@freight/kernel';
import { ApiNoBody } from '@freight/runtime';
import { ErasureRequestView } from '../../domain/erasure-request';
import { ERASURE_REQUEST_SCHEMA } from '../../erasure.openapi';
import { RequestErasureCommand } from './request-erasure.handler';

@Controller('customer')
export class RequestErasureHttpController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Asks that a private customer be forgotten (GDPR art. 17): an admin for any customer, a private customer for
   * itself (another's id answers 404). A company customer answers 409 (deactivate its users instead). The
   * services erase asynchronously; the answer is the request's state. Not for the demo (deny by default).
   */
  @Post('erasure/:customerId')
  @HttpCode(202)
  @ApiNoBody()
  @ApiAcceptedResponse({ description: 'The erasure request and each service’s progress', schema: ERASURE_REQUEST_SCHEMA })
  request(@CustomerIdParam('customerId') customerId: number, @CurrentPrincipal() principal: Principal): Promise<ErasureRequestView> {
    return this.commands.execute(new RequestErasureCommand(customerId, principal.userId));
  }
}
