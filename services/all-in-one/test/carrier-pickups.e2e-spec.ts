import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CarrierSimulators } from '@freight/carrier-simulators';
import { eventually } from '@freight/testing';
import { CarrierTransmitter, ConnectorCarrierBooking } from '../../shipping/src/carriers';
import { apiCall, DemoAccount, HttpMethod, PLAIN_CONSIGNMENT, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

const UPS_CONSIGNMENT = {
  ...PLAIN_CONSIGNMENT,
  templateName: 'UPS_EXPRESS_SAVER_SE',
  part: [
    {
      role: 'consignor',
      address: { name: 'Stockholm AB', addressLine: ['Drottninggatan 1'], postcode: '11157', city: 'Stockholm', countrycode: 'SE' },
      communication: { contactPerson: 'Kim', phone: '+46 8 123 456' },
    },
    {
      role: 'consignee',
      address: { name: 'Göteborg AB', addressLine: ['Hamngatan 2'], postcode: '41304', city: 'Göteborg', countrycode: 'SE' },
    },
  ],
};

const DHL_CONSIGNMENT = { ...UPS_CONSIGNMENT, templateName: 'DHL_EXPRESS_DOMESTIC' };

interface PickupView {
  state: string;
  confirmationNo: string | null;
  carrierText: string | null;
}

/**
 * Pickups booked at the carrier through the booking's own transmission (UPS, DHL Express and PostNord, at their simulators): the
 * confirmation number on the order, the carrier's refusal kept, a carrier outage retried, and the pickup
 * cancelled with the order.
 */
describe('Embedded portal: pickups booked at the carrier', () => {
  let portal: TestPortal;
  let tokens: Record<DemoAccount, string>;
  let sims: CarrierSimulators;
  let transmitter: CarrierTransmitter;
  const call = (method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens.anna, method, path, body, language);

  beforeAll(async () => {
    portal = await startTestPortal({
      CARRIER_BOOKING_WAIT_MS: '5000',
      CARRIER_CALL_TIMEOUT_MS: '2000',
      CARRIER_RETRY_MAX_MS: '100',
      CARRIER_WORKER_POLL_MS: '60000',
      CARRIER_BREAKER_FAILURES: '1000',
    });
    tokens = await signInDemoAccounts(portal);
    sims = portal.running.app.get(ConnectorCarrierBooking, { strict: false }).simulators!;
    transmitter = portal.running.app.get(CarrierTransmitter, { strict: false });
  });
  afterAll(() => portal?.close());
  afterEach(() => {
    sims.ups.recover();
    sims.dhlExpress.recover();
    sims.postnord.recover();
  });

  async function bookUps(consignment: object = UPS_CONSIGNMENT) {
    const created = (await call('post', '/consignment/?temp=0', consignment).expect(200)).body.consignments[0];
    const answer = (await call('put', '/consignment/book/', { ...consignment, consignmentId: created.consignmentId }).expect(200)).body;
    expect(answer.errors).toEqual([]);
    return answer.consignments[0].orderNo as string;
  }
  const pickupOf = async (orderNo: string, language = 'sv') =>
    (await call('get', `/order/${orderNo}`, undefined, language).expect(200)).body.carrierBooking.pickup as PickupView | null;

  it("books the pickup with the shipment: the carrier's confirmation number on the order; cancelling the order cancels it", async () => {
    const orderNo = await bookUps();
    const pickup = await pickupOf(orderNo);
    expect(pickup).toEqual({ state: 'confirmed', confirmationNo: expect.stringMatching(/^29\d{6}[A-Z0-9]{3}$/), carrierText: null });
    const atUps = sims.ups.pickups.get(pickup!.confirmationNo!)!;
    expect(atUps).toMatchObject({ accountNumber: 'A1B2C3', readyTime: '0800', closeTime: '1700', pieces: 1, cancelled: false });
    expect(atUps.date).toMatch(/^\d{8}$/);

    const cancelled = await call('put', '/order/cancel/', { orderNos: [orderNo] }).expect(200);
    expect(cancelled.body.orders).toEqual([{ orderNo, cancelled: true, errors: [] }]);
    expect(sims.ups.pickups.get(pickup!.confirmationNo!)!.cancelled).toBe(true);
    expect(await pickupOf(orderNo)).toMatchObject({ state: 'cancelled' });
  });

  it('books no pickup for a drop-off (noPickup): none at the carrier, no window kept, the waybill says the sender leaves the goods', async () => {
    const before = sims.ups.pickups.size;
    const orderNo = await bookUps({ ...UPS_CONSIGNMENT, noPickup: true });
    const order = (await call('get', `/order/${orderNo}`).expect(200)).body;
    expect(order).toMatchObject({ noPickup: true, carrierBooking: { state: 'confirmed', pickup: null } });
    expect(order.consignment.transportProduct.pickup).not.toHaveProperty('earliest');
    expect(order.consignment.transportProduct.pickup).not.toHaveProperty('date');
    await transmitter.poll();
    expect(sims.ups.pickups.size).toBe(before);

    const pdf = (
      await call('post', `/consignment/print/${orderNo}/?format=PDF`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body as Buffer;
    const work = mkdtempSync(join(tmpdir(), 'frakt-drop-off-'));
    try {
      writeFileSync(join(work, 'waybill.pdf'), pdf);
      const text = execFileSync('pdftotext', ['-layout', join(work, 'waybill.pdf'), '-'], { encoding: 'utf8' });
      // The value under the "Upphämtning / Pickup" heading, on the next line.
      expect(text).toMatch(/Upphämtning \/ Pickup\n.*Inlämning \/ Drop-off/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('refuses a drop-off for a product the carrier collects only (DB Schenker), in Swedish and English, writing nothing', async () => {
    const consignment = { ...UPS_CONSIGNMENT, templateName: 'DBS_PARCEL', noPickup: true };
    const created = (await call('post', '/consignment/?temp=0', consignment).expect(200)).body.consignments[0];
    for (const [language, text] of [
      ['sv', 'Produkten kan inte lämnas in själv; välj en upphämtningstid eller en annan produkt'],
      ['en', 'This product cannot be dropped off; choose a pickup time or another product'],
    ]) {
      const answer = (
        await call('put', '/consignment/book/', { ...consignment, consignmentId: created.consignmentId }, language).expect(200)
      ).body;
      expect(answer.consignments).toEqual([]);
      expect(answer.errors).toContainEqual(expect.objectContaining({ code: 'BOOKING.DROP_OFF_NOT_OFFERED', description: text }));
    }
    const { rows } = await portal.db.query('SELECT 1 FROM shipping.orders WHERE consignment_id = $1', [created.consignmentId]);
    expect(rows).toEqual([]);
  });

  it("keeps the carrier's refusal of a pickup (the booking stands), and cancels nothing at the carrier for a pickup it never made", async () => {
    sims.ups.failAlways({ kind: 'validation', message: 'Invalid PickupDate' }, 'pickup');
    const orderNo = await bookUps();
    const order = (await call('get', `/order/${orderNo}`).expect(200)).body;
    expect(order.carrierBooking.state).toBe('confirmed');
    expect(order.carrierBooking.pickup).toEqual({ state: 'refused', confirmationNo: null, carrierText: '120202 Invalid PickupDate' });
    // Cancelling books nothing at the carrier for a pickup it never made.
    const before = sims.ups.pickups.size;
    await call('put', '/order/cancel/', { orderNos: [orderNo] }).expect(200);
    expect(sims.ups.pickups.size).toBe(before);
  });

  it('retries a pickup while the carrier is down, through the worker, and books it once it is back', async () => {
    sims.ups.failAlways({ kind: 'server-error', status: 503, retryAfterSeconds: 0 }, 'pickup');
    const before = sims.ups.pickups.size;
    const orderNo = await bookUps();
    expect(await pickupOf(orderNo)).toEqual({ state: 'pending', confirmationNo: null, carrierText: null });
    sims.ups.recover();
    await eventually(async () => {
      await transmitter.poll();
      expect(await pickupOf(orderNo)).toMatchObject({ state: 'confirmed', confirmationNo: expect.any(String) });
    });
    expect(sims.ups.pickups.size).toBe(before + 1);
  });

  it('books the pickup at DHL Express (MyDHL POST /pickups), keeps a refusal, and cancels it with the order', async () => {
    const orderNo = await bookUps(DHL_CONSIGNMENT);
    const pickup = await pickupOf(orderNo);
    expect(pickup).toEqual({ state: 'confirmed', confirmationNo: expect.stringMatching(/^PRG\d{9}$/), carrierText: null });
    expect(sims.dhlExpress.pickups.get(pickup!.confirmationNo!)).toMatchObject({
      accountNumber: '123456789',
      plannedPickupDateAndTime: expect.stringMatching(/T08:00:00 GMT\+0[12]:00$/),
      closeTime: '17:00',
      packages: 1,
    });
    await call('put', '/order/cancel/', { orderNos: [orderNo] }).expect(200);
    expect(sims.dhlExpress.pickups.get(pickup!.confirmationNo!)!.cancelled).toBe(true);

    sims.dhlExpress.failAlways({ kind: 'validation', message: '3003: Pickup is not available on the requested date' }, 'pickup');
    const refused = await bookUps(DHL_CONSIGNMENT);
    expect(await pickupOf(refused)).toEqual({
      state: 'refused',
      confirmationNo: null,
      carrierText: '422 3003: Pickup is not available on the requested date',
    });
  });

  it("books the pickup at PostNord by the booked items' ids, keeps a refusal and retries while PostNord is down", async () => {
    const orderNo = await bookUps(PLAIN_CONSIGNMENT);
    const pickup = await pickupOf(orderNo);
    expect(pickup).toEqual({ state: 'confirmed', confirmationNo: expect.stringMatching(/^[0-9A-F]{30}$/), carrierText: null });
    const { trackingNumbers } = (await call('get', `/order/${orderNo}`).expect(200)).body.carrierBooking;
    expect(sims.postnord.pickups.get(pickup!.confirmationNo!)).toEqual({
      itemIds: trackingNumbers,
      earliestPickupDate: expect.stringMatching(/T0[67]:00:00Z$/),
      latestPickupDate: expect.stringMatching(/T1[56]:00:00Z$/),
    });
    // PostNord has no pickup cancellation: the order is cancelled (its shipment deleted there) all the same.
    expect((await call('put', '/order/cancel/', { orderNos: [orderNo] }).expect(200)).body.orders).toEqual([
      { orderNo, cancelled: true, errors: [] },
    ]);

    sims.postnord.failAlways({ kind: 'validation', message: 'Pickup is not available for the postal code' }, 'pickup');
    const refused = await bookUps(PLAIN_CONSIGNMENT);
    expect(await pickupOf(refused)).toEqual({
      state: 'refused',
      confirmationNo: null,
      carrierText: 'INVALID_POSTAL_CODE Pickup is not available for the postal code',
    });

    sims.postnord.failAlways({ kind: 'server-error', status: 503, retryAfterSeconds: 0 }, 'pickup');
    const before = sims.postnord.pickups.size;
    const waiting = await bookUps(PLAIN_CONSIGNMENT);
    expect(await pickupOf(waiting)).toEqual({ state: 'pending', confirmationNo: null, carrierText: null });
    sims.postnord.recover();
    await eventually(async () => {
      await transmitter.poll();
      expect(await pickupOf(waiting)).toMatchObject({ state: 'confirmed', confirmationNo: expect.any(String) });
    });
    expect(sims.postnord.pickups.size).toBe(before + 1);
  });
});
