import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { int, objectOf } from '@freight/runtime';
import { CustomerIdParam } from '@freight/kernel';
import { CountUnreadNewsQuery } from './count-unread-news.query';

/** GET /news/unread/{custId}. Members only. */
@Controller('news')
export class CountUnreadNewsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('unread/:custId')
  @ApiOkResponse({ schema: objectOf<{ unread: number }>({ unread: int }) })
  unread(@CustomerIdParam('custId') customerId: number): Promise<{ unread: number }> {
    return this.queries.execute(new CountUnreadNewsQuery(customerId));
  }
}
