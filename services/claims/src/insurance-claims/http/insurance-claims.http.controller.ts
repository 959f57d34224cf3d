import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiNoBody, arrayOf, CONTENT_RANGE_HEADER, int, objectOf } from '@freight/runtime';
import { CurrentPrincipal, CustomerIdParam, FastifyReply, parseListQuery, Principal, setContentRange } from '@freight/kernel';
import { pathId } from '../../shared/id-list';
import { CLAIM_SORTABLE, ClaimSortField, InsuranceClaims } from '../application/insurance-claims';
import { CreateInsuranceClaimRequestDto, UpdateInsuranceClaimRequestDto } from './insurance-claim.request.dto';
import { CLAIMABLE_ORDER_SCHEMA, INSURANCE_CLAIM_SCHEMA } from './insurance-claim.openapi';
import { ClaimableOrderResponse, InsuranceClaimResponse } from './insurance-claim.response';

const listOptions = {
  sortable: CLAIM_SORTABLE,
  defaultSort: { field: 'createdDate' as ClaimSortField, order: 'DESC' as const },
  maxPageSize: 200,
};

/** Insurance claims behind the console's /consignment/claim form. Not for the demo. */
@Controller('claim')
export class InsuranceClaimsHttpController {
  constructor(private readonly claims: InsuranceClaims) {}

  /** `?consignmentNo=`: the booked order, whether it is insured and the claim deadline. */
  @Get('order')
  @ApiOkResponse({ schema: CLAIMABLE_ORDER_SCHEMA })
  claimableOrder(
    @CurrentPrincipal() principal: Principal,
    @Query('consignmentNo') consignmentNo: unknown,
  ): Promise<ClaimableOrderResponse> {
    return this.claims.claimableOrder(principal, consignmentNo);
  }

  @Post()
  @ApiCreatedResponse({ description: 'The claim, a draft', schema: INSURANCE_CLAIM_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateInsuranceClaimRequestDto): Promise<InsuranceClaimResponse> {
    return this.claims.create(principal, body);
  }

  @Put()
  @HttpCode(200)
  @ApiOkResponse({ schema: INSURANCE_CLAIM_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateInsuranceClaimRequestDto): Promise<InsuranceClaimResponse> {
    return this.claims.update(principal, body);
  }

  @Put('submit/:id')
  @HttpCode(200)
  @ApiNoBody()
  @ApiOkResponse({ description: 'The submitted claim', schema: INSURANCE_CLAIM_SCHEMA })
  submit(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<InsuranceClaimResponse> {
    return this.claims.submit(principal, pathId(id));
  }

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

  @Get(':id')
  @ApiOkResponse({ schema: INSURANCE_CLAIM_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<InsuranceClaimResponse> {
    return this.claims.get(principal, pathId(id));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ id: number }>({ id: int }) })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ id: number }> {
    const claimId = pathId(id);
    await this.claims.delete(principal, claimId);
    return { id: claimId };
  }

  private async page(
    principal: Principal,
    custId: number | undefined,
    query: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<InsuranceClaimResponse[]> {
    const list = parseListQuery(query, listOptions);
    const { rows, total } = await this.claims.list(principal, custId, list);
    setContentRange(reply, 'claim', list.range, rows.length, total);
    return rows;
  }
}
