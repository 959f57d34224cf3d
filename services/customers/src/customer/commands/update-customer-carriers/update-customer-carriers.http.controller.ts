import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CustomerIdParam } from '@freight/kernel';
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
  @HttpCode(200)
  async update(@CustomerIdParam('customerId') customerId: number, @Body(CarrierListPipe) carriers: CarrierChoiceRequestDto[]): Promise<CustomerResponse> {
    await this.commands.execute(new UpdateCustomerCarriersCommand(customerId, carriers));
    return this.queries.execute(new GetCustomerQuery(customerId));
  }
}
