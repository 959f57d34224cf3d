import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { DataSource } from 'typeorm';
import {
  APP_CONFIG,
  AppConfig,
  CurrentPrincipal,
  DomainError,
  FastifyReply,
  isAdmin,
  parseListQuery,
  Principal,
  setContentRange,
  requestContext,
} from '@freight/kernel';
import { simpleParser } from 'mailparser';
import { MAIL_QUEUED_SCHEMA, SEND_MAIL_BODY, SINK_MAIL_SCHEMA, SinkMail, TEST_MAIL_BODY } from './mail.openapi';
import { isMailAddress } from './mail-message';
import { MemberMailSender } from './send-email';
import { CONTENT_CONFIG, ContentConfig } from '../content.config';

const FORMATS = ['plain', 'html'] as const;

/** senderType as the spec's query parameter: a small positive number, 1 when absent. */
function senderTypeOf(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 99) throw DomainError.invalid([{ field: 'senderType', code: 'VALIDATION.NOT_A_NUMBER' }]);
  return n === 0 ? 1 : n;
}

function formatOf(raw: unknown): 'plain' | 'html' {
  if (raw === undefined || raw === '') return 'plain';
  if (!FORMATS.includes(raw as 'plain')) throw DomainError.invalid([{ field: 'formatType', code: 'VALIDATION.INVALID_FORMAT' }]);
  return raw as 'plain' | 'html';
}

/** E-mail out (spec section 7) and the console's /test/mail. Members only: the demo may not send mail. */
@Controller('email')
export class EmailHttpController {
  constructor(
    private readonly sender: MemberMailSender,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
  ) {}

  /**
   * POST /email/?formatType=plain|html&senderType=n with {to[], cc[], bcc[], replyTo[], subject, content}:
   * 202 {id, status: "queued"} once the mail is stored for the mailer; the mailer sends it (and retries). A member
   * sends only as itself (sendOwnMail): sender type 1, Reply-To the customer's own address.
   */
  @Post()
  @HttpCode(202)
  @ApiBody({ schema: SEND_MAIL_BODY })
  @ApiAcceptedResponse({ schema: MAIL_QUEUED_SCHEMA })
  async send(
    @CurrentPrincipal() principal: Principal,
    @Query('formatType') formatType: unknown,
    @Query('senderType') senderType: unknown,
    @Body() body: unknown,
  ) {
    const format = formatOf(formatType);
    const type = senderTypeOf(senderType);
    const { recipients, subject, content } = MemberMailSender.check(body);
    const id = await this.sender.sendOwnMail(principal, { senderType: type, recipients, subject, content, format });
    return { id, status: 'queued' };
  }

  /** POST /email/test {to}: a short test mail in the caller's language, HTML with a text part. */
  @Post('test')
  @HttpCode(202)
  @ApiBody({ schema: TEST_MAIL_BODY })
  @ApiAcceptedResponse({ schema: MAIL_QUEUED_SCHEMA })
  async test(@CurrentPrincipal() principal: Principal, @Body() body: unknown) {
    const to = (body as { to?: unknown } | null)?.to;
    const address = typeof to === 'string' ? to.trim() : to;
    if (!isMailAddress(address))
      throw DomainError.invalid([{ field: 'to', code: address ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.REQUIRED' }]);
    const sv = requestContext.language() === 'sv';
    const id = await this.sender.send(principal, {
      kind: 'test',
      senderType: 1,
      recipients: { to: [address], cc: [], bcc: [], replyTo: [] },
      subject: sv ? 'Testmeddelande från Frakt' : 'Test message from Frakt',
      content: sv
        ? '<p>Det här är ett testmeddelande från Frakt. Å, ä och ö kommer fram som de ska.</p>'
        : '<p>This is a test message from Frakt. Å, ä and ö arrive as they should.</p>',
      format: 'html',
    });
    return { id, status: 'queued' };
  }

  /**
   * GET /email/sink: what the embedded SMTP sink caught, newest first, paged like every list; a member sees
   * the mails its own customer asked for, an admin all. Not in production, nor when SMTP_URL sends for real.
   */
  @Get('sink')
  @ApiOkResponse({
    description: 'The mails the SMTP sink caught, newest first',
    schema: arrayOf(SINK_MAIL_SCHEMA),
    headers: CONTENT_RANGE_HEADER,
  })
  async sink(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SinkMail[]> {
    if (this.config.nodeEnv === 'production' || this.content.mail.smtpUrl)
      throw new DomainError('not_found', 'MAIL.SINK_ONLY_OUTSIDE_PRODUCTION');
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
        const parsed = await simpleParser(row.raw);
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
    setContentRange(reply, 'sink', list.range, items.length, rows[0]?.total ?? 0);
    return items;
  }
}
