import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER, int, objectOf } from '@freight/runtime';
import { CurrentPrincipal, CustomerIdParam, FastifyReply, parseListQuery, Principal, setContentRange } from '@freight/kernel';
import { parseFlag, parseIdList, pathId } from '../../shared/id-list';
import { COMPLAINT_SORTABLE, Complaints, ComplaintSortField } from '../application/complaints';
import { FileComplaintRequestDto, UpdateComplaintRequestDto } from './complaint.request.dto';
import { COMPLAINT_IDS_BODY, COMPLAINT_SCHEMA, UPDATED_IDS_SCHEMA } from './complaint.openapi';
import { ComplaintResponse } from './complaint.response';

const listOptions = {
  sortable: COMPLAINT_SORTABLE,
  defaultSort: { field: 'createdDate' as ComplaintSortField, order: 'DESC' as const },
  maxPageSize: 200,
};

/** The complaint calls of spec section 7 (ra-data-simple-rest lists), plus bulk archive and restore. Not for the demo. */
@Controller('complaint')
export class ComplaintsHttpController {
  constructor(private readonly complaints: Complaints) {}

  @Post()
  @ApiCreatedResponse({ description: 'The filed complaint', schema: COMPLAINT_SCHEMA })
  file(@CurrentPrincipal() principal: Principal, @Body() body: FileComplaintRequestDto): Promise<ComplaintResponse> {
    return this.complaints.file(principal, body);
  }

  @Put()
  @HttpCode(200)
  @ApiOkResponse({ schema: COMPLAINT_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateComplaintRequestDto): Promise<ComplaintResponse> {
    return this.complaints.update(principal, body);
  }

  /** The member's own complaints; for an admin everyone's (filter.custId narrows). */
  @Get()
  @ApiOkResponse({ schema: arrayOf(COMPLAINT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async listAll(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ComplaintResponse[]> {
    return this.page(principal, undefined, query, reply);
  }

  @Get('customer/:custId')
  @ApiOkResponse({ schema: arrayOf(COMPLAINT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async listForCustomer(
    @CurrentPrincipal() principal: Principal,
    @CustomerIdParam('custId') custId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ComplaintResponse[]> {
    return this.page(principal, custId, query, reply);
  }

  @Get('reminder/:id')
  @ApiOkResponse({ description: 'The complaint with the reminder sent', schema: COMPLAINT_SCHEMA })
  remind(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ComplaintResponse> {
    return this.complaints.remind(principal, pathId(id));
  }

  /** Body: the ids. `checked` sets or clears the member's mark (an admin's: markAdminList). */
  @Put('bulk/mark')
  @HttpCode(200)
  @ApiBody({ schema: COMPLAINT_IDS_BODY })
  @ApiOkResponse({ schema: UPDATED_IDS_SCHEMA })
  mark(
    @CurrentPrincipal() principal: Principal,
    @Query('checked') checked: unknown,
    @Body() body: unknown,
  ): Promise<{ updated: number[] }> {
    return this.complaints.mark(principal, parseIdList(body), parseFlag(checked, 'checked'));
  }

  /** Body: the ids. `archived=1` archives, `archived=0` restores. */
  @Put('bulk/archive')
  @HttpCode(200)
  @ApiBody({ schema: COMPLAINT_IDS_BODY })
  @ApiOkResponse({ schema: UPDATED_IDS_SCHEMA })
  archive(
    @CurrentPrincipal() principal: Principal,
    @Query('archived') archived: unknown,
    @Body() body: unknown,
  ): Promise<{ updated: number[] }> {
    return this.complaints.archive(principal, parseIdList(body), parseFlag(archived, 'archived'));
  }

  @Get(':id')
  @ApiOkResponse({ schema: COMPLAINT_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ComplaintResponse> {
    return this.complaints.get(principal, pathId(id));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ id: number }>({ id: int }) })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ id: number }> {
    const complaintId = pathId(id);
    await this.complaints.delete(principal, complaintId);
    return { id: complaintId };
  }

  private async page(
    principal: Principal,
    custId: number | undefined,
    query: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<ComplaintResponse[]> {
    const list = parseListQuery(query, listOptions);
    const { rows, total } = await this.complaints.list(principal, custId, list);
    setContentRange(reply, 'complaint', list.range, rows.length, total);
    return rows;
  }
}
