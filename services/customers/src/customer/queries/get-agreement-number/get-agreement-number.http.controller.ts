import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
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
  get(@CustomerIdParam('customerId') customerId: number, @Query() query: GetAgreementNumberRequestDto): Promise<AgreementNumber> {
    return this.queries.execute(new GetAgreementNumberQuery(customerId, Number(query.supplierId)));
  }
}
