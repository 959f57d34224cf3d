import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CurrentPrincipal, CustomerIdParam, FastifyReply, parseListQuery, Principal, setContentRange } from '@freight/kernel';
import { CLAIM_SORTABLE, ClaimSortField } from '../../database/insurance-claim.repository';
import { INSURANCE_CLAIM_SCHEMA } from '../../insurance-claim.openapi';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { ListInsuranceClaimsQuery } from './list-insurance-claims.query';

const listOptions = {
  sortable: CLAIM_SORTABLE,
  defaultSort: { field: 'createdDate' as ClaimSortField, order: 'DESC' as const },
  maxPageSize: 200,
};

/** The member's claims with their state, in ra-data-simple-rest's shape (`filter.status`, `filter.consignmentNo`). */
@Controller('claim')
export class ListInsuranceClaimsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ schema: arrayOf(INSURANCE_CLAIM_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listAll(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InsuranceClaimResponse[]> {
    return this.page(principal, undefined, query, reply);
  }

  @Get('customer/:custId')
  @ApiOkResponse({ schema: arrayOf(INSURANCE_CLAIM_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listForCustomer(
    @CurrentPrincipal() principal: Principal,
    @CustomerIdParam('custId') custId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InsuranceClaimResponse[]> {
    return this.page(principal, custId, query, reply);
  }

  private async page(
    principal: Principal,
    custId: number | undefined,
    query: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<InsuranceClaimResponse[]> {
    const list = parseListQuery(query, listOptions);
    const { rows, total } = await this.queries.execute(new ListInsuranceClaimsQuery(principal, custId, list));
    setContentRange(reply, 'claim', list.range, rows.length, total);
    return rows;
  }
}
