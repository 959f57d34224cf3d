import { randomBytes } from 'node:crypto';
import { CARRIERS } from '@freight/reference-data';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { messagingMigrations } from '@freight/messaging';
import { SEEDED_BLOCKS } from './content-blocks/seeded-blocks';
import { sanitizeHtml } from './content-blocks/sanitize';

/** Content blocks (one row per id and language), news with per-customer viewed state. */
export class CreateContent1732000000700 implements MigrationInterface {
  name = 'CreateContent1732000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content_blocks (
        id          integer NOT NULL,
        language    text NOT NULL CHECK (language IN ('sv', 'en')),
        key         text,
        home        boolean NOT NULL DEFAULT false,
        subject     text NOT NULL,
        content     text NOT NULL,
        updated_at  timestamptz NOT NULL DEFAULT now(),
        updated_by  integer,
        PRIMARY KEY (id, language)
      )`);
    await q.query('CREATE UNIQUE INDEX content_blocks_key ON content_blocks (key, language) WHERE key IS NOT NULL');
    // Admin-created blocks get ids above the seeded ones.
    await q.query('CREATE SEQUENCE content_block_ids START 1000');
    await q.query(`
      CREATE TABLE news_articles (
        id                bigserial PRIMARY KEY,
        article_type      text NOT NULL DEFAULT 'news',
        date_created      timestamptz NOT NULL DEFAULT now(),
        date_publish      timestamptz NOT NULL DEFAULT now(),
        date_remove       timestamptz,
        header            text NOT NULL,
        message           text NOT NULL,
        message_extended  text NOT NULL DEFAULT '',
        link_url          text,
        link_text         text,
        link_target       text,
        pic_name          text,
        sort_nr           integer NOT NULL DEFAULT 0
      )`);
    await q.query('CREATE INDEX news_articles_listed ON news_articles (date_publish, date_remove)');
    await q.query(`
      CREATE TABLE news_views (
        customer_id  integer NOT NULL,
        article_id   bigint NOT NULL REFERENCES news_articles (id) ON DELETE CASCADE,
        viewed_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, article_id)
      )`);
    for (const block of SEEDED_BLOCKS) {
      for (const language of ['sv', 'en'] as const) {
        const text = block[language];
        if (!text) continue;
        await q.query(
          `INSERT INTO content_blocks (id, language, key, home, subject, content) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [block.id, language, block.key, block.home ?? false, text.subject, sanitizeHtml(text.content)],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE news_views');
    await q.query('DROP TABLE news_articles');
    await q.query('DROP SEQUENCE content_block_ids');
    await q.query('DROP TABLE content_blocks');
  }
}

/**
 * The mailer's jobs (one row per mail, unique per cause so a redelivered event or a repeated request sends
 * once), what the embedded SMTP sink caught, and the copy of booked consignments that carrier messages and
 * notices are checked against.
 */
export class CreateMail1732000000701 implements MigrationInterface {
  name = 'CreateMail1732000000701';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mails (
        id               bigserial PRIMARY KEY,
        cause            text NOT NULL UNIQUE,
        kind             text NOT NULL,
        customer_id      integer,
        sender           text NOT NULL,
        recipients_to    text[] NOT NULL,
        recipients_cc    text[] NOT NULL DEFAULT '{}',
        recipients_bcc   text[] NOT NULL DEFAULT '{}',
        reply_to         text[] NOT NULL DEFAULT '{}',
        subject          text NOT NULL,
        text_body        text NOT NULL,
        html_body        text,
        language         text NOT NULL DEFAULT 'sv',
        status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts         integer NOT NULL DEFAULT 0,
        next_attempt_at  timestamptz NOT NULL DEFAULT now(),
        last_error       text,
        message_id       text NOT NULL,
        created_at       timestamptz NOT NULL DEFAULT now(),
        sent_at          timestamptz
      )`);
    await q.query(`CREATE INDEX mails_due ON mails (next_attempt_at) WHERE status IN ('pending', 'sending')`);
    await q.query('CREATE INDEX mails_customer_created ON mails (customer_id, created_at)');
    await q.query(`
      CREATE TABLE sink_messages (
        id            bigserial PRIMARY KEY,
        received_at   timestamptz NOT NULL DEFAULT now(),
        mail_from     text NOT NULL,
        rcpt_to       text[] NOT NULL,
        message_id    text,
        size_bytes    integer NOT NULL,
        raw           bytea NOT NULL
      )`);
    await q.query('CREATE INDEX sink_messages_message_id ON sink_messages (message_id)');
    await q.query(`
      CREATE TABLE booked_consignments (
        consignment_no          text PRIMARY KEY,
        order_no                text NOT NULL,
        customer_id             integer NOT NULL,
        supplier_id             integer NOT NULL,
        consignee_name          text NOT NULL DEFAULT '',
        consignee_email         text NOT NULL DEFAULT '',
        consignee_email_notify  boolean NOT NULL DEFAULT false,
        language                text NOT NULL DEFAULT 'sv',
        booked_at               timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX booked_consignments_order_no ON booked_consignments (order_no)');
    await q.query(`
      CREATE TABLE carrier_mailboxes (
        carrier_code  integer PRIMARY KEY,
        email         text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE carrier_messages (
        id              bigserial PRIMARY KEY,
        customer_id     integer NOT NULL,
        user_id         integer NOT NULL,
        consignment_no  text NOT NULL,
        carrier_code    integer NOT NULL,
        message         text NOT NULL,
        consent_to_costs boolean NOT NULL,
        mail_id         bigint NOT NULL REFERENCES mails (id),
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE newsletter_subscriptions (
        customer_id   integer NOT NULL,
        carrier_code  integer NOT NULL,
        email         text NOT NULL,
        status        text NOT NULL CHECK (status IN ('pending', 'active', 'unsubscribed')),
        nonce         text NOT NULL,
        requested_at  timestamptz NOT NULL DEFAULT now(),
        confirmed_at  timestamptz,
        PRIMARY KEY (customer_id, carrier_code)
      )`);
    await q.query(`CREATE TABLE content_secrets (name text PRIMARY KEY, value text NOT NULL)`);
    // The key that signs newsletter confirmation links; made once per database, never leaves it.
    await q.query(`INSERT INTO content_secrets (name, value) VALUES ('newsletter', $1) ON CONFLICT DO NOTHING`, [
      randomBytes(32).toString('hex'),
    ]);
    // Where a message to each carrier goes until an admin sets the carrier's real address (reserved .example domain).
    for (const carrier of CARRIERS.filter((c) => c.active)) {
      await q.query('INSERT INTO carrier_mailboxes (carrier_code, email) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        carrier.code,
        `kundtjanst@${carrier.logoName}.example`,
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'content_secrets',
      'newsletter_subscriptions',
      'carrier_messages',
      'carrier_mailboxes',
      'booked_consignments',
      'sink_messages',
      'mails',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}

/** The customers content has heard of (KnownCustomers): no mail is queued in the name of one it has not. */
export class KnownCustomers1732000000710 implements MigrationInterface {
  name = 'KnownCustomers1732000000710';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE known_customers (customer_id integer PRIMARY KEY, changed_at timestamptz NOT NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE known_customers');
  }
}

/** MailRetention deletes by age in bounded batches: each batch finds its oldest rows by index, not by scanning. */
export class MailRetentionIndexes1732000000720 implements MigrationInterface {
  name = 'MailRetentionIndexes1732000000720';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX mails_done_created ON mails (created_at) WHERE status IN ('sent', 'failed')`);
    await q.query('CREATE INDEX sink_messages_received ON sink_messages (received_at)');
    await q.query('CREATE INDEX carrier_messages_mail ON carrier_messages (mail_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX carrier_messages_mail');
    await q.query('DROP INDEX sink_messages_received');
    await q.query('DROP INDEX mails_done_created');
  }
}

/**
 * News in two languages: the article's own columns are its Swedish (required), these its English (optional;
 * an article without English header is shown in Swedish to everyone).
 */
export class NewsLanguages1732000000730 implements MigrationInterface {
  name = 'NewsLanguages1732000000730';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE news_articles
        ADD COLUMN header_en text,
        ADD COLUMN message_en text,
        ADD COLUMN message_extended_en text,
        ADD COLUMN link_text_en text,
        ADD CONSTRAINT news_articles_english_whole CHECK ((header_en IS NULL) = (message_en IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE news_articles DROP CONSTRAINT news_articles_english_whole,
        DROP COLUMN header_en, DROP COLUMN message_en, DROP COLUMN message_extended_en, DROP COLUMN link_text_en`);
  }
}

/** The files a mail job carries (MailRequested.attachments, 512 KiB at most per mail); they go with their mail. */
export class MailAttachments1732000000740 implements MigrationInterface {
  name = 'MailAttachments1732000000740';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_attachments (
        mail_id       bigint NOT NULL REFERENCES mails (id) ON DELETE CASCADE,
        position      integer NOT NULL,
        filename      text NOT NULL,
        content_type  text NOT NULL,
        content       bytea NOT NULL,
        PRIMARY KEY (mail_id, position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mail_attachments');
  }
}

/** The customer's own address (CustomerProfileChanged's email): a member's mail answers to it and to no one else. */
export class KnownCustomerEmail1732000000750 implements MigrationInterface {
  name = 'KnownCustomerEmail1732000000750';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE known_customers ADD COLUMN email text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE known_customers DROP COLUMN email');
  }
}

export const contentMigrations = [
  ...messagingMigrations,
  CreateContent1732000000700,
  CreateMail1732000000701,
  KnownCustomers1732000000710,
  MailRetentionIndexes1732000000720,
  NewsLanguages1732000000730,
  MailAttachments1732000000740,
  KnownCustomerEmail1732000000750,
];
