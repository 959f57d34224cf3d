import { ServiceRetention } from '@freight/messaging';
import { AuthRetention } from '../../auth/src/retention/auth-retention';
import { BillingRetention } from '../../billing/src/retention/billing-retention';
import { ClaimsRetention } from '../../claims/src/retention/claims-retention';
import { ContactsRetention } from '../../contacts/src/retention/contacts-retention';
import { ContentRetention } from '../../content/src/retention/content-retention';
import { CustomersRetention } from '../../customers/src/retention/customers-retention';
import { ShippingRetention } from '../../shipping/src/retention/shipping-retention';
import { DEMO_CUSTOMERS, PLAIN_CONSIGNMENT, useDemoPortal } from './portal';

const JOBS = [AuthRetention, BillingRetention, ClaimsRetention, ContactsRetention, ContentRetention, CustomersRetention, ShippingRetention];

/**
 * Every service's nightly retention on the embedded portal's migrated schemas: each runs its statements (a typo would
 * fail here, not at night), and the two that act on what the API made: a booked consignment three years old loses its
 * people, an expired export archive its bytes, while younger ones are untouched.
 */
describe('Embedded portal: every service applies its retention', () => {
  const fx = useDemoPortal();
  const job = <T extends ServiceRetention>(type: new (...args: never[]) => T): T => fx.portal.running.app.get(type, { strict: false });

  it('anonymises booked consignments after three years and drops expired export archives; keeps the younger', async () => {
    const consignment = {
      ...PLAIN_CONSIGNMENT,
      senderOrderRef: 'Bertils gamla flytt',
      part: [
        { role: 'consignor', address: { name: 'Bertil Berg', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
        PLAIN_CONSIGNMENT.part[1],
      ],
    };
    const booked: string[] = [];
    for (let i = 0; i < 2; i++) {
      const saved = await fx.call('bertil', 'post', '/consignment/?temp=0', consignment).expect(200);
      const order = await fx.call('bertil', 'post', '/order/', { consignmentId: saved.body.consignments[0].consignmentId }).expect(200);
      await fx.call('bertil', 'put', '/order/book/', { orderNos: [order.body.orderNo] }).expect(200);
      booked.push(order.body.orderNo as string);
    }
    await fx.db.query(`UPDATE shipping.orders SET date_booked = now() - interval '3 years 1 day' WHERE order_no = $1`, [booked[0]]);
    await fx.db.query(
      `INSERT INTO customers.export_requests (id, customer_id, user_id, requested_at, completed_at, expires_at, archive, archive_bytes)
       VALUES (gen_random_uuid(), $1, 1, now() - interval '8 days', now() - interval '8 days', now() - interval '1 day', '\\x504b', 2),
              (gen_random_uuid(), $1, 1, now(), now(), now() + interval '7 days', '\\x504b', 2)`,
      [DEMO_CUSTOMERS.bertil],
    );

    const now = new Date();
    for (const type of JOBS) expect(await job(type).run(now)).toMatchObject({ ran: true });

    const { rows } = await fx.db.query<{ order_no: string; document: { part: { address: { name: string } }[]; senderOrderRef?: string } }>(
      'SELECT o.order_no, c.document FROM shipping.orders o JOIN shipping.consignments c ON c.id = o.consignment_id WHERE o.order_no = ANY($1)',
      [booked],
    );
    const byOrder = new Map(rows.map((r) => [r.order_no, r.document]));
    expect(byOrder.get(booked[0])!.part.map((p) => p.address.name)).toEqual(['', '']);
    expect(byOrder.get(booked[0])!.senderOrderRef).toBeUndefined();
    expect(byOrder.get(booked[1])!.part[0].address.name).toBe('Bertil Berg');
    const archives = await fx.db.query<{ kept: boolean }>(
      'SELECT archive IS NOT NULL AS kept FROM customers.export_requests WHERE customer_id = $1 ORDER BY expires_at',
      [DEMO_CUSTOMERS.bertil],
    );
    expect(archives.rows.map((r) => r.kept)).toEqual([false, true]);
  });
});
