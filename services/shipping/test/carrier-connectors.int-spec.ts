import { CarrierSimulators, SIMULATOR_CREDENTIALS, startCarrierSimulators } from '@freight/carrier-simulators';
import { CarrierRefused, CarrierUnavailable } from '../src/carriers/carrier-errors';
import { CarrierPolicy } from '../src/carriers/carrier-policy';
import { toCarrierPickup, toCarrierShipment } from '../src/carriers/carrier-shipment';
import { BOOKED_DOCUMENT } from '../src/carriers/fixtures/shipment.fixture';
import { DhlExpressConnector } from '../src/carriers/dhl-express/dhl-express.connector';
import { PostNordConnector } from '../src/carriers/postnord/postnord.connector';
import { SchenkerConnector } from '../src/carriers/schenker/schenker.connector';
import { SCHENKER_BOOKING_ID } from '../src/carriers/schenker/schenker.mapper';
import { UpsConnector } from '../src/carriers/ups/ups.connector';
import { UPS_TRACKING_NUMBER } from '../src/carriers/ups/ups.mapper';

/** The connectors against the carrier simulators over real HTTP: no database, no portal. */
describe('carrier connectors against the simulators', () => {
  let sims: CarrierSimulators;
  let clock: number;
  const now = () => clock;
  const signal = () => new AbortController().signal;
  let n = 0;
  /** A fresh reference per shipment, so counts per reference are the test's own. */
  const shipment = (carrierCode: number, code: string) =>
    toCarrierShipment(
      carrierCode,
      'ORD0000000000001',
      { ...BOOKED_DOCUMENT, consignmentNo: `99${String(++n).padStart(8, '0')}`, transportProduct: { code } },
      new Date(),
    );
  const ups = () => new UpsConnector({ baseUrl: sims.ups.baseUrl, ...SIMULATOR_CREDENTIALS.ups, labelFormat: 'GIF', now });
  const postnord = () => new PostNordConnector({ baseUrl: sims.postnord.baseUrl, ...SIMULATOR_CREDENTIALS.postnord, labelFormat: 'pdf' });

  beforeAll(async () => {
    sims = await startCarrierSimulators({ upsTokenSeconds: 14399 });
  });
  afterAll(() => sims.close());
  beforeEach(() => {
    clock = Date.now();
    sims.ups.recover();
    sims.postnord.recover();
    sims.dhlExpress.recover();
    sims.schenker.recover();
  });

  describe('UPS', () => {
    it('books with a 1Z number per package and a label each, and voids', async () => {
      const connector = ups();
      const s = shipment(131, 'UPS-65-SE');
      const booked = await connector.book(s, signal());
      expect(booked.trackingNumbers).toHaveLength(3);
      for (const t of booked.trackingNumbers) expect(t).toMatch(UPS_TRACKING_NUMBER);
      expect(booked.carrierShipmentId).toBe(booked.trackingNumbers[0]);
      expect(booked.labels).toHaveLength(3);
      expect(Buffer.from(booked.labels[0].base64, 'base64').subarray(0, 3).toString()).toBe('GIF');
      expect(sims.ups.shipmentsFor(s.reference)).toBe(1);
      const request = sims.ups.received.find((r) => r.operation === 'book' && r.reference === s.reference)!.body as {
        ShipmentRequest: { Shipment: { Shipper: { ShipperNumber: string } } };
      };
      expect(request.ShipmentRequest.Shipment.Shipper.ShipperNumber).toBe(SIMULATOR_CREDENTIALS.ups.shipperNumber);

      await connector.cancel(booked.carrierShipmentId, signal());
      expect(sims.ups.shipment(booked.carrierShipmentId)?.voided).toBe(true);
      await expect(connector.cancel(booked.carrierShipmentId, signal())).rejects.toMatchObject({ carrierCode: '190101' });
    });

    it('uses one token for many calls, renews it before it expires, and gets a new one when UPS ends it early', async () => {
      const connector = ups();
      const before = sims.ups.tokenRequests;
      await Promise.all([connector.book(shipment(131, 'UPS-11'), signal()), connector.book(shipment(131, 'UPS-11'), signal())]);
      expect(sims.ups.tokenRequests - before).toBe(1);
      // Four hours less five minutes later the token is renewed before UPS would refuse it.
      clock += (14399 - 299) * 1000;
      await connector.book(shipment(131, 'UPS-11'), signal());
      expect(sims.ups.tokenRequests - before).toBe(2);
      // Expired at UPS mid-run: the 401 costs one new token and the call goes through.
      sims.ups.expireTokens();
      const s = shipment(131, 'UPS-11');
      await expect(connector.book(s, signal())).resolves.toMatchObject({ trackingNumbers: expect.any(Array) });
      expect(sims.ups.tokenRequests - before).toBe(3);
      expect(sims.ups.shipmentsFor(s.reference)).toBe(1);
    });

    it("refuses with UPS's code and text for a validation error, and a too heavy package by UPS's own rule", async () => {
      sims.ups.failNext({ kind: 'validation', message: 'Missing or invalid ship to StateProvinceCode' }, 1, 'book');
      await expect(ups().book(shipment(131, 'UPS-65'), signal())).rejects.toEqual(
        new CarrierRefused('ups', 'CARRIER.INVALID_ADDRESS', '120202', 'Missing or invalid ship to StateProvinceCode'),
      );
      const heavy = { ...shipment(131, 'UPS-65'), packages: [{ weightKg: 80, packageType: 'parcel' }] };
      await expect(ups().book(heavy, signal())).rejects.toMatchObject({ reason: 'CARRIER.INVALID_WEIGHT', carrierCode: '120539' });
      expect(sims.ups.shipmentsFor(heavy.reference)).toBe(0);
    });

    it('finds a shipment UPS made when the answer was lost, so it is not made twice', async () => {
      const connector = ups();
      const s = shipment(131, 'UPS-65');
      sims.ups.failNext({ kind: 'booked-then-error' }, 1, 'book');
      await expect(connector.book(s, signal())).rejects.toMatchObject({ kind: 'server', outcomeUnknown: true, status: 500 });
      const found = await connector.findByReference(s, signal());
      expect(found?.trackingNumbers).toHaveLength(3);
      expect(sims.ups.shipmentsFor(s.reference)).toBe(1);
      await expect(connector.findByReference(shipment(131, 'UPS-65'), signal())).resolves.toBeNull();
    });
  });

  describe('PostNord', () => {
    it('books and labels in one call, with item ids and a PDF label per package', async () => {
      const s = shipment(4, 'PN-18');
      const booked = await postnord().book(s, signal());
      expect(booked.carrierShipmentId).toMatch(/^UA\d{9}SE$/);
      expect(booked.trackingNumbers).toHaveLength(3);
      expect(Buffer.from(booked.labels[0].base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(sims.postnord.shipmentsFor(s.reference)).toBe(1);
      await expect(postnord().findByReference(s, signal())).resolves.toMatchObject({ carrierShipmentId: booked.carrierShipmentId });
      await postnord().cancel(booked.carrierShipmentId, signal());
      expect(sims.postnord.shipment(booked.carrierShipmentId)?.deleted).toBe(true);
    });

    it('takes a partial answer as booked with its faults, and a compositeFault as a refusal', async () => {
      sims.postnord.partialNext = 1;
      await expect(postnord().book(shipment(4, 'PN-17'), signal())).resolves.toMatchObject({
        labels: [],
        warnings: ['LABEL_GENERATION_FAILED: The label could not be generated'],
      });
      const abroad = shipment(4, 'PN-18');
      abroad.consignee = { ...abroad.consignee, countryCode: 'NO', postcode: '123' };
      await expect(postnord().book(abroad, signal())).rejects.toMatchObject({
        reason: 'CARRIER.INVALID_POSTCODE',
        carrierCode: 'INVALID_POSTAL_CODE',
        carrierText: 'Postal code is not valid for country NO',
      });
    });

    it('books the pickup of the booked items by their ids (the booking id is the confirmation), and refuses items it cannot collect', async () => {
      const s = shipment(4, 'PN-18');
      const booked = await postnord().book(s, signal());
      const pickup = toCarrierPickup(s, BOOKED_DOCUMENT, booked);
      const bookingId = await postnord().bookPickup(pickup, signal());
      expect(bookingId).toMatch(/^[0-9A-F]{30}$/);
      expect(sims.postnord.pickups.get(bookingId)).toEqual({
        itemIds: booked.trackingNumbers,
        earliestPickupDate: expect.stringMatching(/T0[67]:00:00Z$/),
        latestPickupDate: expect.stringMatching(/T1[56]:00:00Z$/),
      });

      // From Norway PostNord takes no pickup by item id: each item answered FAIL, its fault kept.
      const fromNorway = shipment(4, 'PN-18');
      fromNorway.consignor = { ...fromNorway.consignor, countryCode: 'NO', postcode: '0150' };
      const norwegian = await postnord().book(fromNorway, signal());
      const before = sims.postnord.pickups.size;
      await expect(postnord().bookPickup(toCarrierPickup(fromNorway, BOOKED_DOCUMENT, norwegian), signal())).rejects.toMatchObject({
        reason: 'CARRIER.REFUSED',
        carrierCode: expect.stringMatching(/^PICKUP_NOT_AVAILABLE(,PICKUP_NOT_AVAILABLE)*$/),
        carrierText: expect.stringContaining('Pickup by item id is not available in NO'),
      });
      expect(sims.postnord.pickups.size).toBe(before);
    });

    it("says a pickup's 503, 429 and invalid key are worth trying again, and a validation fault is a refusal", async () => {
      const s = shipment(4, 'PN-18');
      const pickup = toCarrierPickup(s, BOOKED_DOCUMENT, await postnord().book(s, signal()));
      sims.postnord.failNext({ kind: 'server-error', status: 503, retryAfterSeconds: 2 }, 1, 'pickup');
      await expect(postnord().bookPickup(pickup, signal())).rejects.toMatchObject({ kind: 'server', status: 503, retryAfterMs: 2000 });
      sims.postnord.failNext({ kind: 'rate-limited', retryAfterSeconds: 1 }, 1, 'pickup');
      await expect(postnord().bookPickup(pickup, signal())).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 1000 });
      sims.postnord.failNext({ kind: 'expired-token' }, 1, 'pickup');
      await expect(postnord().bookPickup(pickup, signal())).rejects.toMatchObject({ kind: 'auth', status: 401 });
      sims.postnord.failNext({ kind: 'validation', message: 'Pickup date is not valid' }, 1, 'pickup');
      await expect(postnord().bookPickup(pickup, signal())).rejects.toBeInstanceOf(CarrierRefused);
      // A window ending before it starts is PostNord's own refusal.
      await expect(postnord().bookPickup({ ...pickup, readyTime: '17:00', closeTime: '08:00' }, signal())).rejects.toMatchObject({
        carrierCode: 'INVALID_PICKUP_DATE,INVALID_PICKUP_DATE,INVALID_PICKUP_DATE',
        carrierText: expect.stringMatching(/^\[0\]\.latestPickupDate must be after earliestPickupDate; \[1\]/),
      });
      await expect(postnord().bookPickup(pickup, signal())).resolves.toMatch(/^[0-9A-F]{30}$/);
    });

    it('says an invalid API key is worth trying again later, not a refusal of the shipment', async () => {
      const wrong = new PostNordConnector({
        baseUrl: sims.postnord.baseUrl,
        apiKey: 'wrong',
        customerNumber: '1234567890',
        labelFormat: 'pdf',
      });
      await expect(wrong.book(shipment(4, 'PN-18'), signal())).rejects.toMatchObject({ kind: 'auth', status: 401 });
    });
  });

  describe('DHL Express', () => {
    const dhl = () => new DhlExpressConnector({ baseUrl: sims.dhlExpress.baseUrl, ...SIMULATOR_CREDENTIALS.dhlExpress });
    const withPhones = (s: ReturnType<typeof shipment>) => ({ ...s, consignee: { ...s.consignee, phone: '+46 31 123 45 67' } });

    it('books with a waybill number, a piece id per package and the PDF label from documents[]', async () => {
      const s = withPhones(shipment(225, 'DHL-N'));
      const booked = await dhl().book(s, signal());
      expect(booked.carrierShipmentId).toMatch(/^\d{10}$/);
      expect(booked.trackingNumbers).toHaveLength(3);
      expect(Buffer.from(booked.labels[0].base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(sims.dhlExpress.shipmentsFor(s.reference)).toBe(1);
    });

    it("refuses a consignee without a phone number, as MyDHL does, with DHL's detail kept", async () => {
      const s = shipment(225, 'DHL-N');
      await expect(dhl().book(s, signal())).rejects.toMatchObject({
        reason: 'CARRIER.INVALID_ADDRESS',
        carrierText: '/customerDetails/receiverDetails/contactInformation/phone: is missing or longer than 70',
      });
      expect(sims.dhlExpress.shipmentsFor(s.reference)).toBe(0);
    });
  });

  describe('DB Schenker', () => {
    const schenker = (accessKey: string = SIMULATOR_CREDENTIALS.schenker.accessKey) =>
      new SchenkerConnector({ baseUrl: sims.schenker.baseUrl, accessKey });

    it('books a land booking over SOAP with its barcode document, and cancels it', async () => {
      const s = shipment(116, 'DBS-SYSTEM');
      const booked = await schenker().book(s, signal());
      expect(booked.carrierShipmentId).toMatch(SCHENKER_BOOKING_ID);
      expect(booked.trackingNumbers).toEqual([booked.carrierShipmentId]);
      expect(booked.labels).toHaveLength(1);
      expect(booked.labels[0].format).toBe('PDF');
      expect(Buffer.from(booked.labels[0].base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(sims.schenker.shipmentsFor(s.reference)).toBe(1);
      const sent = sims.schenker.bookingRequests().at(-1) as { bookingLand: { productCode: string; address: unknown[] } };
      expect(sent.bookingLand.productCode).toBe('43');
      expect(sent.bookingLand.address).toHaveLength(2);

      await schenker().cancel(booked.carrierShipmentId, signal());
      expect(sims.schenker.booking(booked.carrierShipmentId)?.cancelled).toBe(true);
      await expect(schenker().cancel(booked.carrierShipmentId, signal())).rejects.toMatchObject({
        carrierCode: 'E_ALREADY_CANCELLED',
        carrierText: `bookingId: booking ${booked.carrierShipmentId} is already cancelled`,
      });
    });

    it("refuses with eSchenker's code and text, as the service validates the booking", async () => {
      const abroad = shipment(116, 'DBS-SYSTEM-INT');
      abroad.consignee = { ...abroad.consignee, countryCode: 'NO', postcode: '123' };
      await expect(schenker().book(abroad, signal())).rejects.toEqual(
        new CarrierRefused(
          'schenker',
          'CARRIER.INVALID_POSTCODE',
          'E_POSTCODE',
          'address[CONSIGNEE]/postalCode: postal code 123 is not valid for country NO',
        ),
      );
      sims.schenker.failNext({ kind: 'validation' }, 1, 'book');
      await expect(schenker().book(shipment(116, 'DBS-PARCEL'), signal())).rejects.toMatchObject({
        reason: 'CARRIER.INVALID_SERVICE',
        carrierCode: 'E_VALIDATION',
      });
      expect(sims.schenker.shipmentsFor(abroad.reference)).toBe(0);
    });

    it('says a refused access key, 429, 503 and a lost answer are worth trying again, the last as an unknown outcome', async () => {
      await expect(schenker('wrong').book(shipment(116, 'DBS-PARCEL'), signal())).rejects.toEqual(
        new CarrierUnavailable('schenker', 'auth', false, 500),
      );
      sims.schenker.failNext({ kind: 'rate-limited', retryAfterSeconds: 7 }, 1, 'book');
      await expect(schenker().book(shipment(116, 'DBS-PARCEL'), signal())).rejects.toMatchObject({
        kind: 'rate_limited',
        retryAfterMs: 7000,
      });
      sims.schenker.failNext({ kind: 'server-error', status: 503 }, 1, 'book');
      await expect(schenker().book(shipment(116, 'DBS-PARCEL'), signal())).rejects.toMatchObject({ kind: 'server', outcomeUnknown: false });
      const lost = shipment(116, 'DBS-PARCEL');
      sims.schenker.failNext({ kind: 'booked-then-error' }, 1, 'book');
      await expect(schenker().book(lost, signal())).rejects.toMatchObject({ kind: 'server', outcomeUnknown: true, status: 500 });
      expect(sims.schenker.shipmentsFor(lost.reference)).toBe(1);
      expect(schenker().canLookUp).toBe(false);
    });
  });

  describe(CarrierPolicy.name, () => {
    const settings = { callTimeoutMs: 300, breakerFailures: 3, breakerHalfOpenMs: 30_000, concurrency: 4 };

    it("honours a 429's Retry-After: calls before then never reach the carrier", async () => {
      const policy = new CarrierPolicy('ups-429', settings, now);
      const connector = ups();
      sims.ups.failNext({ kind: 'rate-limited', retryAfterSeconds: 20 }, 1, 'book');
      await expect(policy.run('book', (sig) => connector.book(shipment(131, 'UPS-11'), sig))).rejects.toMatchObject({
        kind: 'rate_limited',
        retryAfterMs: 20_000,
      });
      const received = sims.ups.received.length;
      clock += 19_000;
      await expect(policy.run('book', (sig) => connector.book(shipment(131, 'UPS-11'), sig))).rejects.toMatchObject({
        kind: 'rate_limited',
        retryAfterMs: 1000,
      });
      expect(sims.ups.received.length).toBe(received);
      clock += 1000;
      await expect(policy.run('book', (sig) => connector.book(shipment(131, 'UPS-11'), sig))).resolves.toBeDefined();
    });

    it('aborts a call that hangs, as an unknown outcome', async () => {
      const policy = new CarrierPolicy('postnord-hang', settings, now);
      sims.postnord.failNext({ kind: 'hang' }, 1, 'book');
      await expect(policy.run('book', (sig) => postnord().book(shipment(4, 'PN-18'), sig))).rejects.toMatchObject({
        kind: 'timeout',
        outcomeUnknown: true,
      });
      sims.postnord.release();
    });

    describe('circuit breaker', () => {
      beforeEach(() =>
        jest.useFakeTimers({
          doNotFake: [
            'nextTick',
            'setImmediate',
            'setTimeout',
            'setInterval',
            'clearTimeout',
            'clearInterval',
            'queueMicrotask',
            'hrtime',
            'performance',
          ],
        }),
      );
      afterEach(() => jest.useRealTimers());

      it('opens after consecutive failures, fails fast while open, lets a trial through later and closes on its success', async () => {
        const policy = new CarrierPolicy('ups-breaker', settings, now);
        const connector = ups();
        const book = () => policy.run('book', (sig) => connector.book(shipment(131, 'UPS-11'), sig));
        sims.ups.failAlways({ kind: 'server-error', status: 503 }, 'book');
        for (let i = 0; i < 3; i++) await expect(book()).rejects.toMatchObject({ kind: 'server', status: 503 });
        expect(policy.state).toBe('open');
        const received = sims.ups.received.length;
        await expect(book()).rejects.toMatchObject({ kind: 'breaker_open' });
        expect(sims.ups.received.length).toBe(received);

        sims.ups.recover();
        jest.setSystemTime(Date.now() + 30_001);
        await expect(book()).resolves.toBeDefined();
        expect(policy.state).toBe('closed');
      });

      it('never counts a refusal as a failure: the carrier is working', async () => {
        const policy = new CarrierPolicy('ups-refusals', settings, now);
        sims.ups.failAlways({ kind: 'validation' }, 'book');
        for (let i = 0; i < 5; i++)
          await expect(policy.run('book', (sig) => ups().book(shipment(131, 'UPS-11'), sig))).rejects.toBeInstanceOf(CarrierRefused);
        expect(policy.state).toBe('closed');
      });
    });
  });

  it('maps a connection refused to an unavailable carrier', async () => {
    const gone = new UpsConnector({ baseUrl: 'http://127.0.0.1:1', ...SIMULATOR_CREDENTIALS.ups, labelFormat: 'GIF' });
    await expect(gone.book(shipment(131, 'UPS-11'), signal())).rejects.toBeInstanceOf(CarrierUnavailable);
  });
});
