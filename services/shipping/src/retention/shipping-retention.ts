import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { RETENTION_CRON, ServiceRetention, statementBatch, yearsBefore } from '@freight/messaging';
import { ANONYMOUS_PARTS } from '../purge/erase-shipping-of-customer';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export const SHIPPING_RETENTION_JOB = 'shipping-retention';
/** Claims against a carrier time-bar within a year (CMR art. 32, NSAB); three years leave a margin for disputes. */
export const BOOKED_YEARS = 3;

/**
 * Booked consignments lose their people three years after booking, as in an erasure: the parties keep role, postcode,
 * city and country; references and pickup instructions go, and so do the order's reference and the carrier's labels
 * and answers. The rows stay (bills' lines and claims' copies name them by number). Unbooked ones are the nightly purge's.
 */
@Injectable()
export class ShippingRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger) {
    const booked = 'SELECT o.order_no, o.consignment_id FROM orders o WHERE o.date_booked < $1';
    super(tx, logger, SHIPPING_RETENTION_JOB, [
      {
        name: 'bookedConsignments',
        cutoff: yearsBefore(BOOKED_YEARS),
        batch: statementBatch(
          `UPDATE consignments c SET document = jsonb_set(c.document - 'senderOrderRef' - 'owner', '{part}', ${ANONYMOUS_PARTS})
                                                #- '{transportProduct,pickup,instruction}'
            WHERE c.id IN (SELECT c.id FROM consignments c WHERE c.id IN (SELECT consignment_id FROM (${booked}) b)
                              AND c.document->'part' IS DISTINCT FROM ${ANONYMOUS_PARTS} LIMIT $2)`,
        ),
      },
      {
        name: 'bookedOrders',
        cutoff: yearsBefore(BOOKED_YEARS),
        batch: statementBatch(
          `UPDATE orders SET sender_order_ref = NULL
            WHERE order_no IN (SELECT order_no FROM orders WHERE date_booked < $1 AND sender_order_ref IS NOT NULL LIMIT $2)`,
        ),
      },
      {
        name: 'carrierAnswers',
        cutoff: yearsBefore(BOOKED_YEARS),
        batch: statementBatch(
          `UPDATE carrier_transmissions SET labels = NULL, refusal_text = NULL, last_error = NULL
            WHERE order_no IN (
              SELECT t.order_no FROM carrier_transmissions t JOIN orders o USING (order_no)
               WHERE o.date_booked < $1 AND (t.labels IS NOT NULL OR t.refusal_text IS NOT NULL OR t.last_error IS NOT NULL) LIMIT $2)`,
        ),
      },
    ]);
  }

  @Cron(RETENTION_CRON, { name: SHIPPING_RETENTION_JOB, timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
