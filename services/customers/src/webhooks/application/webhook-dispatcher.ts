import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_LOGGER, AppLogger } from '@freight/kernel';
import { DueWorkPasses } from '@freight/messaging';
import { CUSTOMERS_CONFIG, CustomersConfig } from '../../customers.config';
import { nextAttemptAt } from '../domain/retry-schedule';
import { SIGNATURE_HEADER, signatureHeader } from '../domain/webhook-signature';
import { WebhookClock } from './webhook-clock';
import { WebhookSecretsAtRest } from './webhook-secrets-at-rest';
import { SendOutcome, WebhookSender } from './webhook-sender';

/** How long a claimed delivery is one dispatcher's: one that died mid-send leaves it to be tried again after this. */
const LEASE_MS = 60_000;
const POLL_MS = 1000;
const BATCH = 50;

interface DueDelivery {
  id: string;
  endpoint_id: string;
  customer_id: number;
  event_id: string;
  event_type: string;
  body: string;
  attempts: number;
  retry_from: Date;
  url: string;
  secret: string;
}

/**
 * Sends the deliveries that are due: claimed with SKIP LOCKED under a lease (replicas share the work, and one
 * that dies leaves its claims to the others), signed at the moment of sending, each attempt logged. A 2xx
 * answer delivers; anything else (an error status, a redirect, no answer, an address refused) is tried again
 * on the retry schedule until three days after the event, then the delivery is failed. Logs name the delivery
 * and the outcome's code, never the URL, the body or the secret.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly sender: WebhookSender;
  private timer?: NodeJS.Timeout;
  private readonly passes: DueWorkPasses;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: WebhookClock,
    private readonly secrets: WebhookSecretsAtRest,
    @Inject(CUSTOMERS_CONFIG) config: CustomersConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {
    this.sender = new WebhookSender(config.webhookPrivateTargets);
    this.passes = new DueWorkPasses(
      () => this.deliverDue(),
      BATCH,
      (error) => this.logger.warn({ err: error }, 'webhook delivery pass failed; retrying on the next poll'),
    );
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.passes.stop();
  }

  /** Runs a pass now, or right after the current one. */
  nudge(): void {
    this.passes.nudge();
  }

  /** Resolves once no pass is running (tests, after moving the clock). */
  idle(): Promise<void> {
    return this.passes.idle();
  }

  private async deliverDue(): Promise<number> {
    const now = this.clock.now();
    const due: DueDelivery[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE webhook_deliveries SET status = 'sending', attempts = attempts + 1, next_attempt_at = $3
          WHERE id IN (SELECT id FROM webhook_deliveries WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1
                        ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id, endpoint_id, customer_id, event_id, event_type, body, attempts, retry_from)
       SELECT c.id, c.endpoint_id, c.customer_id, c.event_id, c.event_type, c.body, c.attempts, c.retry_from, e.url, e.secret
         FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id`,
      [now, BATCH, new Date(now.getTime() + LEASE_MS)],
    );
    await Promise.all(due.map((delivery) => this.deliver(delivery)));
    return due.length;
  }

  private async deliver(delivery: DueDelivery): Promise<void> {
    let secret: string;
    try {
      secret = this.secrets.open(delivery.endpoint_id, delivery.secret);
    } catch {
      // Never unsigned: the claim's lease brings it back, once SECRETS_KEYS holds the key again.
      this.logger.error({ deliveryId: delivery.id }, 'webhook signing secret does not open (a key missing from SECRETS_KEYS?)');
      return;
    }
    const outcome = await this.attempt(delivery, secret);
    const now = this.clock.now();
    const next = outcome.ok ? undefined : nextAttemptAt(new Date(delivery.retry_from), delivery.attempts, now);
    const status = outcome.ok ? 'delivered' : next ? 'pending' : 'failed';
    await this.dataSource.query(
      `WITH updated AS (
         UPDATE webhook_deliveries SET status = $2, next_attempt_at = COALESCE($3, next_attempt_at), delivered_at = $4 WHERE id = $1 RETURNING id)
       INSERT INTO webhook_attempts (delivery_id, customer_id, attempted_at, status_code, error) SELECT id, $5, $6, $7, $8 FROM updated`,
      [
        delivery.id,
        status,
        next ?? null,
        outcome.ok ? now : null,
        delivery.customer_id,
        now,
        outcome.status ?? null,
        outcome.error ?? null,
      ],
    );
    this.logger.info(
      {
        deliveryId: delivery.id,
        eventType: delivery.event_type,
        attempts: delivery.attempts,
        status: outcome.status,
        error: outcome.error,
        outcome: status,
      },
      outcome.ok ? 'webhook delivered' : 'webhook not delivered',
    );
  }

  private attempt(delivery: DueDelivery, secret: string): Promise<SendOutcome> {
    return this.sender.send(delivery.url, delivery.body, {
      [SIGNATURE_HEADER]: signatureHeader(secret, this.clock.now(), delivery.body),
      'Frakt-Event-Id': delivery.event_id,
      'Frakt-Event-Type': delivery.event_type,
      'Frakt-Delivery-Attempt': String(delivery.attempts),
    });
  }
}
