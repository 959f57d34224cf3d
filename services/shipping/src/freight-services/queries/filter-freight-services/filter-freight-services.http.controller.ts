import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, DemoAllowed, DomainError, Principal } from '@freight/kernel';
import { toConsignmentInput } from '../../../pricing/consignment-request/to-consignment-input';
import type { FilterFreightServicesResponse } from './filter-freight-services.handler';
import { FilterFreightServicesQuery } from './filter-freight-services.query';
import { chosenCarriers, FilterFreightServicesRequestDto } from './filter-freight-services.request.dto';

@Controller('freightservice')
export class FilterFreightServicesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The products that can carry the consignment, and why the others cannot. The demo searches too. */
  @DemoAllowed()
  @Post('filter')
  @HttpCode(200)
  filter(@CurrentPrincipal() principal: Principal, @Body() body: FilterFreightServicesRequestDto): Promise<FilterFreightServicesResponse> {
    const mapped = toConsignmentInput(body.consignment, 'consignment', body.consigneeType);
    if (!mapped.ok) throw DomainError.invalid(mapped.errors);
    const carriers = body.carriers ? chosenCarriers(body.carriers) : undefined;
    return this.queries.execute(new FilterFreightServicesQuery(principal, body.custId ?? principal.customerId, mapped.input, body.guaranteeService === true, carriers));
  }
}
