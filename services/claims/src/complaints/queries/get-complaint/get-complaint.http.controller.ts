import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { pathId } from '../../../shared/id-list';
import { COMPLAINT_SCHEMA } from '../../complaint.openapi';
import type { ComplaintResponse } from '../../complaint.response';
import { GetComplaintQuery } from './get-complaint.query';

@Controller('complaint')
export class GetComplaintHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: COMPLAINT_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ComplaintResponse> {
    return this.queries.execute(new GetComplaintQuery(principal, pathId(id)));
  }
}
