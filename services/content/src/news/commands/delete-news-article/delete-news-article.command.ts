import { Command } from '@nestjs/cqrs';

export class DeleteNewsArticleCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
