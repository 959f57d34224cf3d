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
});
