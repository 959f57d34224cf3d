import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import { CUSTOMER_SCHEMA } from '../../queries/get-customer/customer.openapi';
import { CustomerResponse } from '../../queries/get-customer/customer.response';
import { GetCustomerQuery } from '../../queries/get-customer/get-customer.handler';
import { UpdateCustomerSettingCommand } from './update-customer-setting.handler';
import { UpdateCustomerSettingRequestDto } from './update-customer-setting.request.dto';

@Controller('customer')
export class UpdateCustomerSettingHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Not for the demo (deny by default). Answers the updated record, as GET /customer/{id} would. */
  @Put('setting/:customerId')
  @RequiresRole('administrator')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The customer after the change', schema: CUSTOMER_SCHEMA })
  async update(
    @CustomerIdParam('customerId') customerId: number,
    @Body() body: UpdateCustomerSettingRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerResponse> {
    await this.commands.execute(new UpdateCustomerSettingCommand(customerId, body.setting, body.value, String(principal.userId)));
    return this.queries.execute(new GetCustomerQuery(customerId));
  }
}
