import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { bool, int, objectOf } from '@freight/runtime';
import { CustomerIdParam } from '@freight/kernel';
import { newsIdOf } from '../../news';
import { MarkNewsViewedCommand } from './mark-news-viewed.command';

/** GET /news/viewed/{id}/?custId=. Members only. */
@Controller('news')
export class MarkNewsViewedHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** GET /news/viewed/{id}/?custId=: marks the article read for the customer (a GET, as the spec has it; repeating it changes nothing). */
  @Get('viewed/:id')
  @ApiOkResponse({
    description: 'The unread count after the mark',
    schema: objectOf<{ id: number; viewed: true; unread: number }>({ id: int, viewed: { ...bool, enum: [true] }, unread: int }),
  })
  viewed(@Param('id') rawId: string, @CustomerIdParam('custId') customerId: number): Promise<{ id: number; viewed: true; unread: number }> {
    return this.commands.execute(new MarkNewsViewedCommand(customerId, newsIdOf(rawId)));
  }
}
