import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { CarrierMessageHttpController } from './carrier-message/carrier-message';
import { ContentBlocks, ContentHttpController } from './content-blocks/content-blocks';
import { EmailHttpController } from './mail/email.http.controller';
import { MailQueue } from './mail/mail-queue';
import { Mailer } from './mail/mailer';
import { MailRetention } from './mail/mail-retention';
import { MemberMailSender } from './mail/send-email';
import { EraseContentOfCustomer } from './customers/erase-content-of-customer';
import { ExportContentOfCustomer } from './customers/export-content-of-customer';
import { ContentRetention } from './retention/content-retention';
import { KnownCustomers } from './customers/known-customers';
import { contentMigrations } from './migrations';
import { News, NewsHttpController } from './news/news';
import { NewsletterHttpController } from './newsletter/newsletter';
import { MailFromEvents } from './notices/notices';
// Loaded with the module, so a process running this service renders its texts.
import './content.messages';

export const CONTENT_SCHEMA = 'content';

const database = DatabaseModule.forService({ schema: CONTENT_SCHEMA, entities: [], migrations: contentMigrations });

/**
 * Content blocks and info pages, news with per-customer viewed state, and the product's only mailer: mail
 * jobs from members' requests and from other services' events, delivered over SMTP (SMTP_URL, else an
 * in-process SMTP sink that keeps what it catches). Owns /api/content, /api/news and /api/email.
 */
@Module({
  imports: [database, MessagingModule.forService({ service: 'content', database }), CqrsModule],
  controllers: [ContentHttpController, NewsHttpController, EmailHttpController, CarrierMessageHttpController, NewsletterHttpController],
  providers: [
    ContentBlocks,
    News,
    MailQueue,
    Mailer,
    MailRetention,
    MemberMailSender,
    MailFromEvents,
    KnownCustomers,
    EraseContentOfCustomer,
    ExportContentOfCustomer,
    ContentRetention,
  ],
})
export class ContentModule {}
