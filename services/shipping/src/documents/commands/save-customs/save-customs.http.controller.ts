import { Body, Controller, Get, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { CUSTOMS_ANSWER_SCHEMA } from '../../documents.openapi';
import type { CustomsAnswer } from '../../domain/customs-answer';
import { GetCustomsQuery } from '../../queries/get-customs/get-customs.query';
import { SaveCustomsCommand } from './save-customs.command';
import { SaveCustomsRequestDto } from './save-customs.request.dto';

/** The customs document of a consignment (the console's /consignment/customs screen). Not for the demo. */
@Controller('consignment/customs')
export class CustomsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id')
  @ApiOkResponse({ schema: CUSTOMS_ANSWER_SCHEMA })
  read(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<CustomsAnswer> {
    return this.queries.execute(new GetCustomsQuery(principal, id));
  }

  @Put(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: 'As saved', schema: CUSTOMS_ANSWER_SCHEMA })
  save(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: SaveCustomsRequestDto): Promise<CustomsAnswer> {
    return this.commands.execute(new SaveCustomsCommand(principal, id, body));
  }
}
