import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { AdminOnly } from '@freight/kernel';
import { newsIdOf } from '../../news';
import { DeleteNewsArticleCommand } from './delete-news-article.command';

/** DELETE /news/{id}. Admin only. */
@Controller('news')
export class DeleteNewsArticleHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@Param('id') rawId: string): Promise<void> {
    await this.commands.execute(new DeleteNewsArticleCommand(newsIdOf(rawId)));
  }
}
