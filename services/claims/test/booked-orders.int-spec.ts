import { randomUUID } from 'node:crypto';
import { InboundEvent } from '@freight/messaging';
import { testService } from '@freight/testing';
import { ClaimsModule } from '../src';
import { RecordBookedOrders } from '../src/booked-orders/record-booked-orders';

/** Claims' copy of the booked orders, written a chunk of OrderBooked at a time (the real PostgreSQL). */
describe('Claims service: booked orders from a chunk of OrderBooked', () => {
  const service = testService({ name: 'claims', modules: [ClaimsModule], database: 'frakt_claims_booked' });
  beforeAll(() => service.start(), 120_000);

  afterAll(async () => {
    await service.stop();
  });

  const booked = (orderNo: string, over: Record<string, unknown> = {}) =>
    ({
      envelope: { eventId: randomUUID(), eventType: 'OrderBooked', occurredAt: '2026-11-29T09:00:00.000Z' },
      data: {
        orderNo,
        customerId: '1001',
        consignmentNo: `C-${orderNo}`,
        supplierId: 131,
        templateName: 'UPS_EXPRESS_SAVER_SE',
        insured: true,
        goodsValueOre: '125000',
        bookedAt: '2026-11-29T09:00:00.000Z',
        ...over,
      },
    }) as unknown as InboundEvent<'OrderBooked'>;

  it('keeps each good booking once, skips the ones it cannot keep faithfully (a repeat within the chunk and across chunks)', async () => {
    const recorder = service.running.app.get(RecordBookedOrders);
    await recorder.booked([
      booked('A1'),
      booked('A2', { insured: false, goodsValueOre: '' }),
      booked('A1', { consignmentNo: 'C-OTHER' }),
      booked('BAD-CUSTOMER', { customerId: 'x' }),
      booked('BAD-VALUE', { goodsValueOre: '12,50' }),
    ]);
    await recorder.booked([booked('A1'), booked('A3')]);

    const { rows } = await service.db.query(
      'SELECT order_no, customer_id, consignment_no, insured, goods_value_ore::text FROM claims.booked_orders ORDER BY 1',
    );
    expect(rows).toEqual([
      { order_no: 'A1', customer_id: 1001, consignment_no: 'C-A1', insured: true, goods_value_ore: '125000' },
      { order_no: 'A2', customer_id: 1001, consignment_no: 'C-A2', insured: false, goods_value_ore: '0' },
      { order_no: 'A3', customer_id: 1001, consignment_no: 'C-A3', insured: true, goods_value_ore: '125000' },
    ]);
  });

  const status = (orderNo: string, value: string, occurredAt: string) =>
    ({
      envelope: { eventId: randomUUID(), eventType: 'OrderStatusChanged', occurredAt },
      data: { orderNo, consignmentNo: `C-${orderNo}`, status: value, occurredAt },
    }) as unknown as InboundEvent<'OrderStatusChanged'>;
  const at = (hhmm: string) => `2026-11-29T${hhmm}:00.000Z`;
  const statusesOf = async (like: string) =>
    (
      await service.db.query(
        `SELECT order_no, status, status_at, delivered_at FROM claims.booked_orders WHERE order_no LIKE $1 ORDER BY 1`,
        [like],
      )
    ).rows.map((row: { order_no: string; status: string; status_at: Date | null; delivered_at: Date | null }) => ({
      order: row.order_no.slice(-2),
      status: row.status,
      statusAt: row.status_at?.toISOString(),
      deliveredAt: row.delivered_at?.toISOString() ?? null,
    }));

  it('applies a chunk of status reports as one by one: the newest wins, the first delivery instant stays', async () => {
    const recorder = service.running.app.get(RecordBookedOrders);
    const reports = (prefix: string) => [
      status(`${prefix}S1`, 'PICKUP', at('10:00')),
      status(`${prefix}S1`, 'DELIVERED', at('12:00')),
      status(`${prefix}S1`, 'IN_TRANSIT', at('11:00')),
      status(`${prefix}S1`, 'delivered', at('11:30')),
      status(`${prefix}S2`, 'PICKUP', at('10:00')),
      status(`${prefix}S2`, 'EXCEPTION', at('10:00')),
      status(`${prefix}S9`, 'PICKUP', at('10:00')),
      status(`${prefix}S2`, 'DELIVERED', 'not a date'),
    ];
    await recorder.booked(['CH-S1', 'CH-S2', 'ONE-S1', 'ONE-S2'].map((orderNo) => booked(orderNo)));

    await recorder.statusChanged(reports('CH-'));
    for (const report of reports('ONE-')) await recorder.statusChanged([report]);

    const chunked = await statusesOf('CH-%');
    expect(chunked).toEqual([
      { order: 'S1', status: 'DELIVERED', statusAt: at('12:00'), deliveredAt: at('11:30') },
      { order: 'S2', status: 'EXCEPTION', statusAt: at('10:00'), deliveredAt: null },
    ]);
    expect(await statusesOf('ONE-%')).toEqual(chunked);

    await recorder.statusChanged([status('CH-S1', 'PICKUP', at('09:00')), status('CH-S2', 'DELIVERED', at('13:00'))]);
    expect(await statusesOf('CH-%')).toEqual([
      { order: 'S1', status: 'DELIVERED', statusAt: at('12:00'), deliveredAt: at('11:30') },
      { order: 'S2', status: 'DELIVERED', statusAt: at('13:00'), deliveredAt: at('13:00') },
    ]);
  });
});
