import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { ContentBlocks } from './content-blocks/content-blocks';
import { GetHomeBlocksHandler } from './content-blocks/queries/get-home-blocks/get-home-blocks.handler';
import { GetHomeBlocksHttpController } from './content-blocks/queries/get-home-blocks/get-home-blocks.http.controller';
import { GetBlockByKeyHandler } from './content-blocks/queries/get-block-by-key/get-block-by-key.handler';
import { GetBlockByKeyHttpController } from './content-blocks/queries/get-block-by-key/get-block-by-key.http.controller';
import { ListBlocksHandler } from './content-blocks/queries/list-blocks/list-blocks.handler';
import { ListBlocksHttpController } from './content-blocks/queries/list-blocks/list-blocks.http.controller';
import { GetBlockHandler } from './content-blocks/queries/get-block/get-block.handler';
import { GetBlockHttpController } from './content-blocks/queries/get-block/get-block.http.controller';
import { CreateBlockHandler } from './content-blocks/commands/create-block/create-block.handler';
import { CreateBlockHttpController } from './content-blocks/commands/create-block/create-block.http.controller';
import { UpdateBlockHandler } from './content-blocks/commands/update-block/update-block.handler';
import { UpdateBlockHttpController } from './content-blocks/commands/update-block/update-block.http.controller';
import { ListAllNewsHandler } from './news/queries/list-all-news/list-all-news.handler';
import { ListAllNewsHttpController } from './news/queries/list-all-news/list-all-news.http.controller';
import { ListNewsHandler } from './news/queries/list-news/list-news.handler';
import { ListNewsHttpController } from './news/queries/list-news/list-news.http.controller';
import { CountUnreadNewsHandler } from './news/queries/count-unread-news/count-unread-news.handler';
import { CountUnreadNewsHttpController } from './news/queries/count-unread-news/count-unread-news.http.controller';
import { MarkNewsViewedHandler } from './news/commands/mark-news-viewed/mark-news-viewed.handler';
import { MarkNewsViewedHttpController } from './news/commands/mark-news-viewed/mark-news-viewed.http.controller';
import { GetNewsArticleHandler } from './news/queries/get-news-article/get-news-article.handler';
import { GetNewsArticleHttpController } from './news/queries/get-news-article/get-news-article.http.controller';
import { CreateNewsArticleHandler } from './news/commands/create-news-article/create-news-article.handler';
import { CreateNewsArticleHttpController } from './news/commands/create-news-article/create-news-article.http.controller';
import { UpdateNewsArticleHandler } from './news/commands/update-news-article/update-news-article.handler';
import { UpdateNewsArticleHttpController } from './news/commands/update-news-article/update-news-article.http.controller';
import { DeleteNewsArticleHandler } from './news/commands/delete-news-article/delete-news-article.handler';
import { DeleteNewsArticleHttpController } from './news/commands/delete-news-article/delete-news-article.http.controller';
import { MailQueue } from './mail/mail-queue';
import { Mailer } from './mail/mailer';
import { MailRetention } from './mail/mail-retention';
import { MemberMailSender } from './mail/send-email';
import { EraseContentOfCustomer } from './customers/erase-content-of-customer';
import { ExportContentOfCustomer } from './customers/export-content-of-customer';
import { ContentRetention } from './retention/content-retention';
import { KnownCustomers } from './customers/known-customers';
import { SendEmailHandler } from './mail/commands/send-email/send-email.handler';
import { SendEmailHttpController } from './mail/commands/send-email/send-email.http.controller';
import { SendTestEmailHandler } from './mail/commands/send-test-email/send-test-email.handler';
import { SendTestEmailHttpController } from './mail/commands/send-test-email/send-test-email.http.controller';
import { ListSinkMailsHandler } from './mail/queries/list-sink-mails/list-sink-mails.handler';
import { ListSinkMailsHttpController } from './mail/queries/list-sink-mails/list-sink-mails.http.controller';
import { ListNewsletterSubscriptionsHandler } from './newsletter/queries/list-newsletter-subscriptions/list-newsletter-subscriptions.handler';
import { ListNewsletterSubscriptionsHttpController } from './newsletter/queries/list-newsletter-subscriptions/list-newsletter-subscriptions.http.controller';
import { SubscribeNewsletterHandler } from './newsletter/commands/subscribe-newsletter/subscribe-newsletter.handler';
import { SubscribeNewsletterHttpController } from './newsletter/commands/subscribe-newsletter/subscribe-newsletter.http.controller';
import { ConfirmNewsletterHandler } from './newsletter/commands/confirm-newsletter/confirm-newsletter.handler';
import { ConfirmNewsletterHttpController } from './newsletter/commands/confirm-newsletter/confirm-newsletter.http.controller';
import { UnsubscribeNewsletterHandler } from './newsletter/commands/unsubscribe-newsletter/unsubscribe-newsletter.handler';
import { UnsubscribeNewsletterHttpController } from './newsletter/commands/unsubscribe-newsletter/unsubscribe-newsletter.http.controller';
import { SendCarrierMessageHandler } from './carrier-message/commands/send-carrier-message/send-carrier-message.handler';
import { SendCarrierMessageHttpController } from './carrier-message/commands/send-carrier-message/send-carrier-message.http.controller';
import { ListCarrierMailboxesHandler } from './carrier-message/queries/list-carrier-mailboxes/list-carrier-mailboxes.handler';
import { ListCarrierMailboxesHttpController } from './carrier-message/queries/list-carrier-mailboxes/list-carrier-mailboxes.http.controller';
import { SetCarrierMailboxHandler } from './carrier-message/commands/set-carrier-mailbox/set-carrier-mailbox.handler';
import { SetCarrierMailboxHttpController } from './carrier-message/commands/set-carrier-mailbox/set-carrier-mailbox.http.controller';
import { NewsletterTokens } from './newsletter/newsletter-tokens';
import { contentMigrations } from './migrations';
import { News } from './news/news';
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
  controllers: [
    GetHomeBlocksHttpController,
    GetBlockByKeyHttpController,
    ListBlocksHttpController,
    GetBlockHttpController,
    CreateBlockHttpController,
    UpdateBlockHttpController,
    ListAllNewsHttpController,
    ListNewsHttpController,
    CountUnreadNewsHttpController,
    MarkNewsViewedHttpController,
    GetNewsArticleHttpController,
    CreateNewsArticleHttpController,
    UpdateNewsArticleHttpController,
    DeleteNewsArticleHttpController,
    SendEmailHttpController,
    SendTestEmailHttpController,
    ListSinkMailsHttpController,
    ListNewsletterSubscriptionsHttpController,
    SubscribeNewsletterHttpController,
    ConfirmNewsletterHttpController,
    UnsubscribeNewsletterHttpController,
    SendCarrierMessageHttpController,
    ListCarrierMailboxesHttpController,
    SetCarrierMailboxHttpController,
  ],
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
    NewsletterTokens,
    SendEmailHandler,
    SendTestEmailHandler,
    ListSinkMailsHandler,
    ListNewsletterSubscriptionsHandler,
    SubscribeNewsletterHandler,
    ConfirmNewsletterHandler,
    UnsubscribeNewsletterHandler,
    SendCarrierMessageHandler,
    ListCarrierMailboxesHandler,
    SetCarrierMailboxHandler,
    GetHomeBlocksHandler,
    GetBlockByKeyHandler,
    ListBlocksHandler,
    GetBlockHandler,
    CreateBlockHandler,
    UpdateBlockHandler,
    ListAllNewsHandler,
    ListNewsHandler,
    CountUnreadNewsHandler,
    MarkNewsViewedHandler,
    GetNewsArticleHandler,
    CreateNewsArticleHandler,
    UpdateNewsArticleHandler,
    DeleteNewsArticleHandler,
    ExportContentOfCustomer,
    ContentRetention,
  ],
})
export class ContentModule {}
