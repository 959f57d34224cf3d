import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { carrierStatusLabel, carrierStatusReason, isFinalStatus, orderStatusLabel, statusLabelText } from '../../../carrier-status';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { stockholmDate } from '../../../shared/stockholm-time';
import { expectedDelivery } from '../../../tracking';
import { TrackConsignmentQuery } from './track-consignment.query';
import { trackingNotFound } from '../../domain/tracking.errors';

/** What anyone with the number sees; the rest only with the receiver's postcode. */
export interface PublicTracking {
  consignmentNo: string;
  statusLabel: string;
  delivered: boolean;
  /** The receiver's town. */
  town: string;
  /** True when the postcode given is the receiver's: the fields below are filled. */
  verified: boolean;
  /** Expected delivery days (Stockholm dates), null when delivered, ended or unknown. */
  expectedDelivery: { first: string; last: string } | null;
  carrierTrackingUrl: string | null;
  timeline: { label: string; reason: string; status: string; occurredAt: string; location: string }[];
}

interface Row {
  order_no: string;
  status_name: string | null;
  printed: boolean;
  carrier_state: 'waiting' | 'confirmed' | 'refused' | 'cancelled' | null;
  date_booked: Date;
  template_name: string | null;
  consignment_no: string;
  town: string | null;
  postcode: string | null;
}

const normalPostcode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** GET /tracking/{consignmentNo}: a booked consignment's status for its receiver (issue 28 item 4). */
@QueryHandler(TrackConsignmentQuery)
export class TrackConsignmentHandler implements IQueryHandler<TrackConsignmentQuery, PublicTracking> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly catalogue: CatalogueCache,
  ) {}

  async execute({ consignmentNo, postcode, language, today }: TrackConsignmentQuery): Promise<PublicTracking> {
    const [row]: Row[] = await this.tx.manager.query(
      `SELECT o.order_no, o.status_name, o.printed, o.carrier_state, o.date_booked, o.template_name, c.consignment_no,
              receiver.address->>'city' AS town, receiver.address->>'postcode' AS postcode
         FROM consignments c
         JOIN orders o ON o.consignment_id = c.id AND o.date_booked IS NOT NULL
         LEFT JOIN LATERAL (SELECT part->'address' AS address FROM jsonb_array_elements(c.document->'part') part
                             WHERE part->>'role' = 'consignee' LIMIT 1) receiver ON true
        WHERE c.consignment_no = $1`,
      [consignmentNo],
    );
    if (!row) throw trackingNotFound();
    const label = orderStatusLabel({ booked: true, printed: row.printed, statusName: row.status_name, carrierState: row.carrier_state });
    const verified = !!postcode && !!row.postcode && normalPostcode(postcode) === normalPostcode(row.postcode);
    const base = {
      consignmentNo: row.consignment_no,
      statusLabel: statusLabelText(label, language),
      delivered: label === 'STATUS.DELIVERED',
      town: row.town ?? '',
      verified,
    };
    if (!verified) return { ...base, expectedDelivery: null, carrierTrackingUrl: null, timeline: [] };
    const history: { status: string; carrier_code: number; occurred_at: Date; location: string }[] = await this.tx.manager.query(
      'SELECT status, carrier_code, occurred_at, location FROM order_status_history WHERE order_no = $1 ORDER BY occurred_at, id',
      [row.order_no],
    );
    const product = row.template_name ? this.catalogue.snapshot.service(row.template_name) : undefined;
    const ended = isFinalStatus(row.status_name) || row.carrier_state === 'cancelled' || row.carrier_state === 'refused';
    const expected = ended
      ? null
      : expectedDelivery({
          pickupDay: stockholmDate(row.date_booked),
          deliveryMinDays: product?.deliveryMinDays || undefined,
          deliveryMaxDays: product?.deliveryMaxDays || undefined,
        });
    return {
      ...base,
      // A promise already past is no promise: the page then says only the status.
      expectedDelivery: expected && expected.last >= today ? expected : null,
      carrierTrackingUrl: product?.trackingUrl
        ? product.trackingUrl.replace('{consignmentNo}', encodeURIComponent(row.consignment_no))
        : null,
      timeline: history.map((h) => ({
        status: h.status,
        label: statusLabelText(carrierStatusLabel(h.status, h.carrier_code), language),
        reason: statusLabelText(carrierStatusReason(h.status, h.carrier_code), language),
        occurredAt: h.occurred_at.toISOString(),
        location: h.location,
      })),
    };
  }
}
