import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { int, objectOf, str } from '@freight/runtime';
import { CustomerIdParam, DemoAllowed } from '@freight/kernel';
import { AgreementNumber } from '../../domain/agreement-number';
import { GetAgreementNumberQuery } from './get-agreement-number.handler';
import { GetAgreementNumberRequestDto } from './get-agreement-number.request.dto';

@Controller('customer')
export class GetAgreementNumberHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The demo prices consignments, and pricing needs the agreement number. */
  @DemoAllowed()
  @Get('agreementno/:customerId')
  @ApiOkResponse({
    description: "The customer's own number with the carrier, else the portal's shared one",
    schema: objectOf<AgreementNumber>({ supplierId: int, agreementNo: str, source: { type: 'string', enum: ['customer', 'default'] } }),
  })
  get(@CustomerIdParam('customerId') customerId: number, @Query() query: GetAgreementNumberRequestDto): Promise<AgreementNumber> {
    return this.queries.execute(new GetAgreementNumberQuery(customerId, Number(query.supplierId)));
  }
}
