import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CustomerIdParam, RequiresRole } from '@freight/kernel';
import { CUSTOMER_SCHEMA } from '../../queries/get-customer/customer.openapi';
import { CustomerResponse } from '../../queries/get-customer/customer.response';
import { GetCustomerQuery } from '../../queries/get-customer/get-customer.handler';
import { UpdateCustomerCarriersCommand } from './update-customer-carriers.handler';
import { CarrierChoiceRequestDto, CarrierListPipe } from './update-customer-carriers.request.dto';

@Controller('customer')
export class UpdateCustomerCarriersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Body: the carriers list as GET /customer/{id} returns it. Not for the demo (deny by default). */
  @Put('carriers/:customerId')
  @RequiresRole('administrator')
  @HttpCode(200)
  @ApiBody({
    description: 'The bare list (at most 50); echoed fields other than code and active are ignored',
    type: CarrierChoiceRequestDto,
    isArray: true,
  })
  @ApiOkResponse({ description: 'The customer after the change', schema: CUSTOMER_SCHEMA })
  async update(
    @CustomerIdParam('customerId') customerId: number,
    @Body(CarrierListPipe) carriers: CarrierChoiceRequestDto[],
  ): Promise<CustomerResponse> {
    await this.commands.execute(new UpdateCustomerCarriersCommand(customerId, carriers));
    return this.queries.execute(new GetCustomerQuery(customerId));
  }
}
