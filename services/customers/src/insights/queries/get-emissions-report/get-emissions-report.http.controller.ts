import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ApiFileResponse } from '@freight/runtime';
import { CustomerIdParam, DomainError } from '@freight/kernel';
import { EmissionsReportFile, GetEmissionsReportQuery } from './get-emissions-report.handler';
import { GetEmissionsReportRequestDto } from './get-emissions-report.request.dto';

@Controller('customer')
export class GetEmissionsReportHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The yearly emissions report (issue 33): consignments, tonne-km and CO2e by carrier, product and mode, with the method. */
  @Get('insights/:customerId/emissions-report/:year')
  @ApiFileResponse(200, ['application/pdf', 'text/csv'], 'The report of the year, as a PDF (default) or CSV download')
  async get(
    @CustomerIdParam('customerId') customerId: number,
    @Param(
      'year',
      new ParseIntPipe({ exceptionFactory: () => DomainError.invalid([{ field: 'year', code: 'VALIDATION.INVALID_FORMAT' }]) }),
    )
    year: number,
    @Query() query: GetEmissionsReportRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    if (year < 2000 || year > 2100) throw DomainError.invalid([{ field: 'year', code: 'VALIDATION.INVALID_FORMAT' }]);
    const file = await this.queries.execute<GetEmissionsReportQuery, EmissionsReportFile>(
      new GetEmissionsReportQuery(customerId, year, query.format ?? 'pdf'),
    );
    void reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  }
}
