import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';

export const CONTENT_SCHEMA = 'content';

const database = DatabaseModule.forService({ schema: CONTENT_SCHEMA, entities: [], migrations: [...messagingMigrations] });

/** Skeleton (content, news, e-mail, carrier messages): its schema, outbox and inbox exist; its use cases arrive with their issues. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'content', database }), CqrsModule],
})
export class ContentModule {}
