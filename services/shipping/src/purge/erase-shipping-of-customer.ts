import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';

/** A part of a consignment document without the person: role and postcode, city and country (prices and emissions need no more). */
export const ANONYMOUS_PARTS = `(SELECT COALESCE(jsonb_agg(jsonb_build_object(
      'role', p->'role',
      'address', jsonb_build_object('name', '', 'addressLine', '[]'::jsonb, 'postcode', COALESCE(p->'address'->'postcode', '""'),
                                    'city', COALESCE(p->'address'->'city', '""'), 'countrycode', COALESCE(p->'address'->'countrycode', '"SE"')),
      'reference', '{}'::jsonb, 'communication', '{}'::jsonb) ORDER BY ord), '[]'::jsonb)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.document->'part') = 'array' THEN c.document->'part' ELSE '[]' END)
      WITH ORDINALITY AS e(p, ord))`;

/**
 * This service's part of an erasure. Unbooked consignments and orders go. Booked ones stay (carriers still
 * report on them, billing's lines and claims' copies name them by number) without the people: the parties keep
 * role, postcode, city and country only, and references, pickup instructions, customs declarations, labels and
 * the carrier's answers go. The customer's profile copy forgets its address; its stored idempotent answers go.
 */
@Injectable()
export class EraseShippingOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerErasureRequests(this.subscriptions, this.outbox, 'shipping', (customerId, requestedAt) => this.erase(customerId, requestedAt));
  }

  async erase(customerId: number, requestedAt: Date): Promise<number> {
    const consignments = 'SELECT id FROM consignments WHERE customer_id = $1';
    const steps: [string, unknown[]][] = [
      // Orders, customs, labels and SSCCs of unbooked consignments go with them (ON DELETE CASCADE).
      [
        `DELETE FROM local_carrier_document_chunks WHERE carrier_document_id IN (
           SELECT carrier_document_id FROM carrier_documents WHERE consignment_id IN (${consignments}))`,
        [customerId],
      ],
      [`DELETE FROM carrier_documents WHERE consignment_id IN (${consignments})`, [customerId]],
      [`DELETE FROM consignment_customs WHERE consignment_id IN (${consignments})`, [customerId]],
      ['DELETE FROM consignments WHERE customer_id = $1 AND consignment_no IS NULL', [customerId]],
      [
        `UPDATE consignments c SET document = jsonb_set(c.document - 'senderOrderRef' - 'owner', '{part}', ${ANONYMOUS_PARTS})
                                              #- '{transportProduct,pickup,instruction}'
          WHERE c.customer_id = $1 AND c.document->'part' IS DISTINCT FROM ${ANONYMOUS_PARTS}`,
        [customerId],
      ],
      ['UPDATE orders SET sender_order_ref = NULL WHERE customer_id = $1 AND sender_order_ref IS NOT NULL', [customerId]],
      [
        `UPDATE carrier_transmissions SET labels = NULL, refusal_text = NULL, last_error = NULL
          WHERE order_no IN (SELECT order_no FROM orders WHERE customer_id = $1)
            AND (labels IS NOT NULL OR refusal_text IS NOT NULL OR last_error IS NOT NULL)`,
        [customerId],
      ],
      [
        `UPDATE customer_profiles SET email = '', changed_at = greatest(changed_at, $2) WHERE customer_id = $1 AND email <> ''`,
        [customerId, requestedAt],
      ],
      ['DELETE FROM idempotency_keys WHERE customer_id = $1', [customerId]],
    ];
    let total = 0;
    for (const [statement, params] of steps) {
      const [, count]: [unknown, number] = await this.tx.manager.query(statement, params);
      total += count;
    }
    return total;
  }
}
