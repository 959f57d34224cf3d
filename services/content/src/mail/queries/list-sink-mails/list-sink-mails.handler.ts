import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, isAdmin, parseListQuery } from '@freight/kernel';
import { sinkOnlyOutsideProduction } from '../../../content.errors';
import { CONTENT_CONFIG, ContentConfig, mailToolsOffered } from '../../../content.config';
import { SinkMailPage } from './list-sink-mails.query';
import { ListSinkMailsQuery } from './list-sink-mails.query';

/** mailparser when the sink's mails are first listed (development only), not at every start. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mailparser = (): typeof import('mailparser') => require('mailparser');

/** GET /email/sink: what the embedded SMTP sink caught, newest first; a member sees its own customer's, an admin all. */
@QueryHandler(ListSinkMailsQuery)
export class ListSinkMailsHandler implements IQueryHandler<ListSinkMailsQuery, SinkMailPage> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
  ) {}

  async execute({ principal, query }: ListSinkMailsQuery): Promise<SinkMailPage> {
    if (!mailToolsOffered(this.config.nodeEnv, this.content)) throw sinkOnlyOutsideProduction();
    const list = parseListQuery(query, { sortable: ['id'] as const, defaultSort: { field: 'id', order: 'DESC' }, maxPageSize: 50 });
    const admin = isAdmin(principal);
    const where = admin ? 'TRUE' : 'm.customer_id = $3';
    const params: unknown[] = [list.range.end - list.range.start + 1, list.range.start];
    if (!admin) params.push(principal.customerId);
    const rows: { id: string; received_at: Date; rcpt_to: string[]; raw: Buffer; total: number }[] = await this.dataSource.query(
      `SELECT s.id, s.received_at, s.rcpt_to, s.raw, count(*) OVER ()::int AS total
         FROM sink_messages s LEFT JOIN mails m ON m.message_id = s.message_id
        WHERE ${where} ORDER BY s.id ${list.sort.order} LIMIT $1 OFFSET $2`,
      params,
    );
    const items = await Promise.all(
      rows.map(async (row) => {
        const parsed = await mailparser().simpleParser(row.raw);
        return {
          id: Number(row.id),
          receivedAt: row.received_at.toISOString(),
          from: parsed.from?.value[0]?.address ?? '',
          to: row.rcpt_to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
        };
      }),
    );
    return { items, total: rows[0]?.total ?? 0, range: list.range };
  }
}
