import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';

export const CONTACTS_SCHEMA = 'contacts';

const database = DatabaseModule.forService({ schema: CONTACTS_SCHEMA, entities: [], migrations: [...messagingMigrations] });

/** Skeleton (contacts and their import): its schema, outbox and inbox exist; its use cases arrive with their issues. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'contacts', database }), CqrsModule],
})
export class ContactsModule {}
