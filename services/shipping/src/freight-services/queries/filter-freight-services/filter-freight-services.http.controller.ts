import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, int, objectOf, str } from '@freight/runtime';
import { ApiKeyScope, CurrentPrincipal, DemoAllowed, DomainError, NoAudit, Principal } from '@freight/kernel';
import { toConsignmentInput } from '../../../pricing/consignment-request/to-consignment-input';
import { FREIGHT_SERVICE_SCHEMA } from '../../freight-service.openapi';
import type { FilterFreightServicesResponse } from './filter-freight-services.handler';
import { FilterFreightServicesQuery } from './filter-freight-services.query';
import { chosenCarriers, FilterFreightServicesRequestDto } from './filter-freight-services.request.dto';

@Controller('freightservice')
export class FilterFreightServicesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The products that can carry the consignment, and why the others cannot. The demo searches too. */
  @DemoAllowed()
  @Post('filter')
  // A question asked by POST: it changes nothing, so the audit trail records nothing.
  @NoAudit()
  @ApiKeyScope('read')
  @HttpCode(200)
  @ApiOkResponse({
    schema: objectOf<FilterFreightServicesResponse>({
      freightServices: arrayOf(FREIGHT_SERVICE_SCHEMA),
      notOffered: {
        ...arrayOf(
          objectOf<FilterFreightServicesResponse['notOffered'][number]>({
            templateName: str,
            templateSubject: str,
            supplierId: int,
            supplier: str,
            reasons: arrayOf(objectOf<{ code: string; message: string }>({ code: str, message: str })),
          }),
        ),
        description: "The other active products and why they cannot carry it, in the caller's language",
      },
      errors: {
        ...arrayOf(objectOf<{ code: string; description: string }>({ code: str, description: str })),
        description: 'No suitable products, when none is offered',
      },
    }),
  })
  filter(@CurrentPrincipal() principal: Principal, @Body() body: FilterFreightServicesRequestDto): Promise<FilterFreightServicesResponse> {
    const mapped = toConsignmentInput(body.consignment, 'consignment', body.consigneeType);
    if (!mapped.ok) throw DomainError.invalid(mapped.errors);
    const carriers = body.carriers ? chosenCarriers(body.carriers) : undefined;
    return this.queries.execute(
      new FilterFreightServicesQuery(
        principal,
        body.custId ?? principal.customerId,
        mapped.input,
        body.guaranteeService === true,
        carriers,
      ),
    );
  }
}
