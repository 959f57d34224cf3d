import { randomUUID } from 'node:crypto';
import { InboundEvent } from '@freight/messaging';
import { testService } from '@freight/testing';
import { ContentModule } from '../src';
import { MailFromEvents } from '../src/notices/notices';

/** Status notices from a chunk of carrier reports (the real PostgreSQL): one read for the chunk, one notice per consignment and status. */
describe('Content service: status notices from a chunk of OrderStatusChanged', () => {
  const service = testService({ name: 'content', modules: [ContentModule], database: 'frakt_content_notices' });
  beforeAll(() => service.start(), 120_000);

  afterAll(async () => {
    await service.stop();
  });

  const booked = (consignmentNo: string, consigneeEmail: string, consigneeEmailNotify: boolean, consigneeCountry = 'SE') =>
    ({
      envelope: { eventId: randomUUID(), eventType: 'OrderBooked', occurredAt: '2026-11-29T09:00:00.000Z' },
      data: {
        orderNo: `O-${consignmentNo}`,
        customerId: '1001',
        consignmentNo,
        supplierId: 4,
        consigneeName: 'Mottagare AB',
        consigneeEmail,
        consigneeEmailNotify,
        consigneeCountry,
        consignorName: 'Stockholm AB',
        bookedAt: '2026-11-29T09:00:00.000Z',
      },
    }) as unknown as InboundEvent<'OrderBooked'>;
  const report = (consignmentNo: string, status: string) =>
    ({
      envelope: { eventId: randomUUID(), eventType: 'OrderStatusChanged', occurredAt: '2026-11-29T12:00:00.000Z' },
      data: { orderNo: `O-${consignmentNo}`, consignmentNo, status, occurredAt: '2026-11-29T12:00:00.000Z' },
    }) as unknown as InboundEvent<'OrderStatusChanged'>;

  it('queues one notice per consignment and status of the chunk, only to consignees who asked, in their language', async () => {
    const mail = service.running.app.get(MailFromEvents);
    await mail.orderBooked([
      booked('N1', 'ett@example.se', true),
      booked('N2', 'two@example.com', true, 'NO'),
      booked('N3', 'tre@example.se', false),
    ]);

    await mail.statusChanged([
      report('N1', 'PICKUP'),
      report('N1', 'IN_TRANSIT'),
      report('N1', 'pickup'),
      report('N2', 'DELIVERED'),
      report('N3', 'DELIVERED'),
      report('UNKNOWN', 'DELIVERED'),
      report('N1', 'DELIVERED'),
    ]);
    await mail.statusChanged([report('N1', 'DELIVERED')]);

    const { rows } = await service.db.query(
      `SELECT cause, kind, recipients_to, language, subject FROM content.mails WHERE kind LIKE 'status-notice-%' ORDER BY cause`,
    );
    expect(rows).toEqual([
      {
        cause: 'status-notice:N1:DELIVERED',
        kind: 'status-notice-delivered',
        recipients_to: ['ett@example.se'],
        language: 'sv',
        subject: 'Din försändelse N1 har levererats',
      },
      {
        cause: 'status-notice:N1:PICKUP',
        kind: 'status-notice-pickup',
        recipients_to: ['ett@example.se'],
        language: 'sv',
        subject: 'Din försändelse N1 har hämtats',
      },
      {
        cause: 'status-notice:N2:DELIVERED',
        kind: 'status-notice-delivered',
        recipients_to: ['two@example.com'],
        language: 'en',
        subject: expect.stringContaining('N2'),
      },
    ]);
    const preNotices = await service.db.query(`SELECT recipients_to[1] AS mail FROM content.mails WHERE kind = 'pre-notice' ORDER BY 1`);
    expect(preNotices.rows).toEqual([{ mail: 'ett@example.se' }, { mail: 'two@example.com' }]);
  });
});
