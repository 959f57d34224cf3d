import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';

/** How long a confirmation link works. */
export const LINK_DAYS = 7;

/**
 * The signed confirmation link of a newsletter subscription (double opt-in): payload + "." + HMAC-SHA256 of it
 * under the database's newsletter key; only the newest request's nonce confirms, within LINK_DAYS.
 */
@Injectable()
export class NewsletterTokens {
  constructor(private readonly tx: TransactionHost) {}

  async confirm(token: string): Promise<boolean> {
    const dot = token.lastIndexOf('.');
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from((await this.sign(payload)).slice(payload.length + 1), 'base64url');
    if (dot < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const [customerId, carrierCode, nonce] = payload.split('.');
    const rows = await this.tx.manager.query(
      `WITH changed AS (UPDATE newsletter_subscriptions SET status = 'active', confirmed_at = coalesce(confirmed_at, now())
        WHERE customer_id = $1 AND carrier_code = $2 AND nonce = $3 AND status IN ('pending', 'active') AND requested_at > now() - make_interval(days => $4) RETURNING 1)
       SELECT * FROM changed`,
      [Number(customerId), Number(carrierCode), nonce, LINK_DAYS],
    );
    return rows.length === 1;
  }

  /** payload + "." + HMAC-SHA256 of it under the database's newsletter key. */
  async sign(payload: string): Promise<string> {
    const [{ value }] = await this.tx.manager.query(`SELECT value FROM content_secrets WHERE name = 'newsletter'`);
    return `${payload}.${createHmac('sha256', value).update(payload).digest('base64url')}`;
  }
}
