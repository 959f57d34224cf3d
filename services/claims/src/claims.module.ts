import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';

export const CLAIMS_SCHEMA = 'claims';

const database = DatabaseModule.forService({ schema: CLAIMS_SCHEMA, entities: [], migrations: [...messagingMigrations] });

/** Skeleton (complaints and insurance claims): its schema, outbox and inbox exist; its use cases arrive with their issues. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'claims', database }), CqrsModule],
})
export class ClaimsModule {}
