import { describe, expect, it } from '@jest/globals';
import {
  checkGoodsValue,
  checkOptionValue,
  conflictingOptions,
  validateCompletion,
  withPartyNotices,
  withUnreadableFields,
} from './completionRules';
import { correctPickup, pickupMoves, pickupStamp, pickupTimeFromServer, windowText } from './pickupTime';

/** Monday 2030-05-06 08:00 in Stockholm: before the pickup hours of a working day. */
const MONDAY_MORNING = new Date('2030-05-06T08:00:00+02:00');
import { isAtPlace, partyFromSource } from './partySource';
import { insuranceDefaultsOf, newCompletion, stateOptionsFor, type CompletionDraft } from './completion';
import { toOrderRequest, toSaveConsignmentRequest, type ServerPart } from './completionRequest';
import { newDraft, toConsignment, type ShipmentDraft } from './draft';
import { newGoodsItem } from './goods';
import { normalizeFreightService, type FreightServiceDetail } from './product';

const product = (overrides: Partial<FreightServiceDetail> = {}): FreightServiceDetail => ({
  ...normalizeFreightService({
    templateName: 'DBS_SYSTEM',
    code: 'DBS-SYS',
    serviceOptions: [
      {
        id: 1,
        type: 'NOTIFY_EMAIL',
        name: 'E-postavisering',
        format: 'email',
        price: '0.00',
        priceless: false,
        conflictsWith: ['NOTIFY_SMS'],
      },
      { id: 2, type: 'NOTIFY_SMS', name: 'SMS-avisering', format: 'numeric', price: '3.00', priceless: false },
      { id: 5, type: 'COD', name: 'Postförskott', format: 'decimal', price: '49.00', priceless: false },
      { id: 6, type: 'TAIL_LIFT', name: 'Bakgavellyft', format: null, price: '295.00', priceless: false },
    ],
  }),
  ...overrides,
});

const shipment = (): ShipmentDraft => ({
  ...newDraft(),
  from: { countrycode: 'SE', postcode: '11122', city: 'Stockholm' },
  to: { countrycode: 'SE', postcode: '41301', city: 'Göteborg' },
  goods: [newGoodsItem({ weight: '12', length: '40', width: '30', height: '20' })],
  chosen: { templateName: 'DBS_SYSTEM' },
});

const completed = (): CompletionDraft => {
  const completion = newCompletion(MONDAY_MORNING);
  return {
    ...completion,
    consignor: { ...completion.consignor, name: 'Annas Blommor AB', address1: 'Storgatan 1' },
    consignee: { ...completion.consignee, name: 'Bertil Berg', address1: 'Hamngatan 2' },
  };
};

describe('service option formats (spec 5)', () => {
  it.each([
    ['decimal', ['1250', '1250,5', '1250.50', '0.5'], ['1250.505', '12a', '1,2,3', '-5', '.5']],
    ['alphanumeric', ['ABC123', 'Åsa9'], ['ABC 123', 'A-1', 'a_b']],
    ['alphanumeric_spaces', ['Lastkaj 4', 'Port 12 B'], ['Lastkaj  4', 'Kaj-4', 'Kaj!']],
    ['numeric', ['0701234567'], ['070-123', '12.5', 'ett']],
    ['alphabetic', ['SE', 'Göteborg'], ['SE1', 'Gö teborg']],
    ['alphabetic_spaces', ['Bertil Berg', 'Åke Öst'], ['Bertil  Berg', 'R2 D2']],
    ['email', ['bertil@example.se', 'a.b+c@sub.example.com'], ['bertil@', 'bertil@example', 'a b@example.se']],
  ] as const)('%s accepts its values and refuses others', (format, good, bad) => {
    for (const value of good) expect(checkOptionValue(format, value)).toBeUndefined();
    for (const value of bad)
      expect(checkOptionValue(format, value)).toEqual({ key: format === 'email' ? 'validation.email' : 'validation.format' });
  });

  it('asks for a value when empty, refuses one over 254 characters, and takes none without a format', () => {
    expect(checkOptionValue('numeric', '  ')).toEqual({ key: 'validation.required' });
    expect(checkOptionValue('alphanumeric', 'A'.repeat(255))).toEqual({ key: 'validation.tooLong' });
    expect(checkOptionValue(null, '')).toBeUndefined();
  });

  it('validates only the chosen options, with their field paths', () => {
    const completion = completed();
    completion.options = {
      COD: { chosen: true, value: '12,345' },
      NOTIFY_SMS: { chosen: false, value: 'x' },
      TAIL_LIFT: { chosen: true, value: '' },
    };
    const errors = validateCompletion(shipment(), completion, product());
    expect(errors['options.COD']).toEqual({ key: 'validation.format' });
    expect(errors).not.toHaveProperty('options.NOTIFY_SMS');
    expect(errors).not.toHaveProperty('options.TAIL_LIFT');
  });

  it('finds conflicting chosen options', () => {
    const completion = completed();
    completion.options = { NOTIFY_EMAIL: { chosen: true, value: 'a@b.se' }, NOTIFY_SMS: { chosen: true, value: '0701' } };
    expect(conflictingOptions(completion, product()).map((o) => o.type)).toEqual(['NOTIFY_EMAIL', 'NOTIFY_SMS']);
    completion.options.NOTIFY_SMS.chosen = false;
    expect(conflictingOptions(completion, product())).toEqual([]);
  });

  it("takes the notice options from the receiver's notify boxes (asked once), the SMS number as digits", () => {
    const completion = completed();
    completion.consignee = {
      ...completion.consignee,
      email: ' bertil@example.se ',
      emailNotify: true,
      mobile: '070-123 45 67',
      mobileNotify: false,
    };
    completion.options = { NOTIFY_SMS: { chosen: true, value: 'stale' }, COD: { chosen: true, value: '100' } };
    const noticed = withPartyNotices(completion, product());
    expect(noticed.options).toEqual({
      NOTIFY_EMAIL: { chosen: true, value: 'bertil@example.se' },
      NOTIFY_SMS: { chosen: false, value: '0701234567' },
      COD: { chosen: true, value: '100' },
    });
    expect(toSaveConsignmentRequest(shipment(), noticed, product(), []).transportProduct.serviceOption.map((o) => o.type)).toEqual([
      'NOTIFY_EMAIL',
      'COD',
    ]);
    // A product without notice options gets none.
    expect(withPartyNotices(completion, product({ serviceOptions: [] })).options).toEqual(completion.options);
  });
});

describe('insurance (spec 5 and 9)', () => {
  it('needs a goods value only when insured', () => {
    expect(checkGoodsValue(false, '')).toBeUndefined();
    expect(checkGoodsValue(true, ' ')).toEqual({ key: 'validation.insuranceValueRequired' });
  });

  it('rejects a goods value under 1 000 and over 1 000 000, accepts both bounds', () => {
    expect(checkGoodsValue(true, '999,99')).toEqual({ key: 'shipment.complete.goodsValueMin' });
    expect(checkGoodsValue(true, '1000')).toBeUndefined();
    expect(checkGoodsValue(true, '1 000 000')).toBeUndefined();
    expect(checkGoodsValue(true, '1000000.01')).toEqual({ key: 'shipment.complete.goodsValueMax' });
  });

  it('wants a number with at most two decimals', () => {
    expect(checkGoodsValue(true, 'tusen')).toEqual({ key: 'validation.number' });
    expect(checkGoodsValue(true, '1500.555')).toEqual({ key: 'validation.number' });
    expect(checkGoodsValue(true, '1500,50')).toBeUndefined();
  });
});

describe('the parties', () => {
  it('passes a completed consignment', () => {
    expect(validateCompletion(shipment(), completed(), product())).toEqual({});
  });

  it("makes name and mobile mandatory per the product's flags", () => {
    const completion = completed();
    completion.consignee = { ...completion.consignee, name: '', mobile: '' };
    completion.consignor = { ...completion.consignor, name: '' };
    expect(validateCompletion(shipment(), completion, product())).toEqual({});
    const strict = product({ mandatoryNameConsignee: true, mandatoryMobileConsignee: true });
    expect(validateCompletion(shipment(), completion, strict)).toEqual({
      'consignee.name': { key: 'validation.required' },
      'consignee.mobile': { key: 'validation.required' },
    });
  });

  it('checks e-mail, phone formats, notices and lengths', () => {
    const completion = completed();
    completion.consignor = { ...completion.consignor, email: 'anna@', phone: '08-12 34 (56)', mobile: 'ring mig' };
    completion.consignee = { ...completion.consignee, emailNotify: true, address2: 'x'.repeat(101) };
    const errors = validateCompletion(shipment(), completion, product());
    expect(errors).toEqual({
      'consignor.email': { key: 'validation.email' },
      'consignor.mobile': { key: 'validation.format' },
      'consignee.email': { key: 'validation.required' },
      'consignee.address2': { key: 'validation.tooLong' },
    });
  });

  it('needs a state from the list for US, CA and IE only', () => {
    const draft = { ...shipment(), to: { countrycode: 'US', postcode: '10001', city: 'New York' } };
    expect(validateCompletion(draft, completed(), product())['consignee.state']).toEqual({ key: 'validation.required' });
    const completion = completed();
    completion.consignee.state = 'XX';
    expect(validateCompletion(draft, completion, product())['consignee.state']).toEqual({ key: 'validation.format' });
    completion.consignee.state = 'NY';
    expect(validateCompletion(draft, completion, product())).toEqual({});
    expect(stateOptionsFor('US')).toHaveLength(50);
    expect(stateOptionsFor('CA')).toHaveLength(13);
    expect(stateOptionsFor('IE')).toHaveLength(26);
    expect(stateOptionsFor('SE')).toBeUndefined();
  });

  it('checks the pickup date and times', () => {
    const completion = completed();
    completion.pickup = { ...completion.pickup, date: '', earliest: '9', latest: '25:00' };
    expect(validateCompletion(shipment(), completion, product())).toEqual({
      'pickup.date': { key: 'validation.required' },
      'pickup.earliest': { key: 'validation.format' },
      'pickup.latest': { key: 'validation.format' },
    });
  });

  it('holds the booking back while a pickup field shows a text that is not yet a date or time', () => {
    const completion = completed();
    expect(withUnreadableFields(validateCompletion(shipment(), completion, product()), [])).toEqual({});
    expect(withUnreadableFields(validateCompletion(shipment(), completion, product()), ['pickup.date', 'pickup.latest'])).toEqual({
      'pickup.date': { key: 'validation.format' },
      'pickup.latest': { key: 'validation.format' },
    });
    completion.pickup = { ...completion.pickup, date: '' };
    expect(withUnreadableFields(validateCompletion(shipment(), completion, product()), ['pickup.date'])).toEqual({
      'pickup.date': { key: 'validation.required' },
    });
  });

  it('fills a party from a contact, the company as name and the person as contact', () => {
    const { party, place } = partyFromSource(
      {
        company: 'Berg AB',
        firstName: 'Bertil',
        lastName: 'Berg',
        address1: 'Hamngatan 2',
        postcode: '41301',
        city: 'Göteborg',
        country: 'se',
        mobile: '0701234567',
        state: 'NY',
      },
      completed().consignee,
    );
    expect(party).toMatchObject({
      name: 'Berg AB',
      contactPerson: 'Bertil Berg',
      address1: 'Hamngatan 2',
      mobile: '0701234567',
      state: '',
    });
    expect(place).toEqual({ countrycode: 'SE', postcode: '41301', city: 'Göteborg' });
    expect(isAtPlace({ postcode: '413 01' }, place)).toBe(true);
    expect(isAtPlace({ postcode: '41301', country: 'NO' }, place)).toBe(false);
  });
});

describe('pickup times (spec 4 and 9, issue 29)', () => {
  it('moves a pickup date before today to the next possible window, and after the cut-off to the next working day', () => {
    const pickup = { date: '2020-01-01', earliest: '09:00', latest: '16:00', instruction: 'Ring' };
    expect(correctPickup(pickup, MONDAY_MORNING)).toEqual({ ...pickup, date: '2030-05-06' });
    expect(correctPickup({ ...pickup, date: '2030-05-07' }, MONDAY_MORNING).date).toBe('2030-05-07');
    // Monday 17:23, past the 16:00 cut-off, a zero-length window: Tuesday's pickup hours.
    const evening = new Date('2030-05-06T17:23:00+02:00');
    expect(correctPickup({ ...pickup, date: '2030-05-06', earliest: '17:23', latest: '17:23' }, evening)).toEqual({
      ...pickup,
      date: '2030-05-07',
    });
    expect(pickupMoves({ date: '2030-05-06', earliest: '09:00', latest: '16:00' }, evening)).toEqual({
      date: '2030-05-07',
      earliest: '09:00',
      latest: '16:00',
    });
    expect(pickupMoves({ date: '2030-05-07', earliest: '09:00', latest: '16:00' }, evening)).toBeUndefined();
  });

  it('reads a window in Swedish and English', () => {
    expect(windowText({ date: '2030-05-07', earliest: '09:00', latest: '16:00' }, 'sv')).toBe('tis 7 maj 09:00–16:00');
    expect(windowText({ date: '2030-05-07', earliest: '09:00', latest: '16:00' }, 'en')).toBe('Tue 7 May 09:00–16:00');
  });

  it("reads times on Stockholm's clock, summer (+02:00) and winter (+01:00) alike", () => {
    expect(pickupTimeFromServer('2030-05-06T09:30:00+02:00')).toBe('09:30');
    expect(pickupTimeFromServer('2030-05-06T07:30:00.000Z')).toBe('09:30');
    expect(pickupTimeFromServer('2030-01-15T08:30:00.000Z')).toBe('09:30');
    expect(pickupTimeFromServer('2030-01-15T09:30:00+01:00')).toBe('09:30');
    // An old record written with the fixed summer offset in winter shows Stockholm's real clock.
    expect(pickupTimeFromServer('2030-01-15T10:30:00+02:00')).toBe('09:30');
    expect(pickupTimeFromServer('09:30')).toBe('09:30');
    expect(pickupTimeFromServer(undefined)).toBe('');
  });

  it("writes pickup times with Stockholm's offset of that day and zero seconds", () => {
    expect(pickupStamp('2030-05-06', '09:00')).toBe('2030-05-06T09:00:00+02:00');
    expect(pickupStamp('2030-01-15', '09:00')).toBe('2030-01-15T09:00:00+01:00');
    expect(pickupStamp('', '09:00')).toBeUndefined();
  });
});

describe('the server requests', () => {
  it('builds the consignment: parties by role, goods, product with pickup, delivery and options, insurance', () => {
    const draft = { ...shipment(), to: { countrycode: 'US', postcode: '10001', city: 'New York' } };
    const completion = completed();
    completion.consignee = { ...completion.consignee, state: 'NY', email: 'b@example.com', emailNotify: true };
    completion.pickup = { date: '2020-01-01', earliest: '08:00', latest: '', instruction: 'Ring på' };
    completion.options = {
      COD: { chosen: true, value: ' 1250,50 ' },
      TAIL_LIFT: { chosen: true, value: 'ignored' },
      NOTIFY_SMS: { chosen: false, value: '1' },
    };
    completion.insured = true;
    completion.goodsValue = '25 000';
    const request = toSaveConsignmentRequest(draft, completion, product(), toConsignment(draft).goodsItem, MONDAY_MORNING);
    expect(request).toMatchObject({
      templateName: 'DBS_SYSTEM',
      transportProduct: {
        code: 'DBS-SYS',
        // Issue 29: a past date moves to the first window; without a latest time it is that window, never half a one.
        pickup: {
          date: '2030-05-06',
          earliest: '2030-05-06T09:00:00+02:00',
          latest: '2030-05-06T16:00:00+02:00',
          instruction: ['Ring på'],
        },
        delivery: { instruction: [] },
        serviceOption: [
          { type: 'COD', id: 5, value: '1250,50' },
          { type: 'TAIL_LIFT', id: 6 },
        ],
      },
      insured: true,
      insuranceGoodsValue: 25000,
      consigneeType: 'company',
    });
    expect(request.part.map((part) => part.role)).toEqual(['consignor', 'consignee']);
    expect(request.part[1].address).toEqual({
      name: 'Bertil Berg',
      addressLine: ['Hamngatan 2', ''],
      postcode: '10001',
      city: 'New York',
      state: 'NY',
      countrycode: 'US',
    });
    expect((request.part[1] as ServerPart).communication.email).toEqual({ value: 'b@example.com', notify: true });
    expect(request.part[0].address).not.toHaveProperty('state');
    expect(request.goodsItem[0]).toMatchObject({ weight: 12, length: 40, tag: '' });
    expect(request).not.toHaveProperty('consignmentId');
    expect(toSaveConsignmentRequest({ ...draft, consignmentId: 'c-1' }, completion, product(), [], MONDAY_MORNING).consignmentId).toBe(
      'c-1',
    );
  });

  it('builds the order: create with the consignment, update with the order number; a goods value only when insured', () => {
    const completion = { ...completed(), goodsValue: '5000', senderOrderRef: ' PO-7 ' };
    expect(toOrderRequest(shipment(), completion, { consignmentId: 'c-1' })).toEqual({
      consignmentId: 'c-1',
      consigneeType: 'company',
      insured: false,
      senderOrderRef: 'PO-7',
      noPickup: false,
    });
    expect(toOrderRequest(shipment(), { ...completion, insured: true }, { consignmentId: 'c-1', orderNo: 'O1' })).toEqual({
      orderNo: 'O1',
      consigneeType: 'company',
      insured: true,
      goodsValue: 5000,
      senderOrderRef: 'PO-7',
      noPickup: false,
    });
  });
});

describe('drop-off instead of a pickup (issue 29 item 6)', () => {
  const dropOffProduct = () => product({ noPickupTemplateExists: true });
  const droppedOff = (): CompletionDraft => ({
    ...completed(),
    noPickup: true,
    pickup: { date: '', earliest: 'x', latest: '', instruction: '' },
  });

  it("starts from the customer's setting", () => {
    expect(newCompletion(MONDAY_MORNING, '16:00', undefined, true).noPickup).toBe(true);
    expect(newCompletion(MONDAY_MORNING).noPickup).toBe(false);
  });

  it('asks for no pickup time when the product offers it, and for one when it does not', () => {
    expect(validateCompletion(shipment(), droppedOff(), dropOffProduct())).toEqual({});
    expect(validateCompletion(shipment(), droppedOff(), product())).toMatchObject({
      'pickup.date': { key: 'validation.required' },
      'pickup.earliest': { key: 'validation.format' },
    });
  });

  it('sends noPickup with the consignment and the order only for a product that offers it', () => {
    const completion = { ...completed(), noPickup: true };
    expect(toSaveConsignmentRequest(shipment(), completion, dropOffProduct(), [], MONDAY_MORNING).noPickup).toBe(true);
    expect(toSaveConsignmentRequest(shipment(), completion, product(), [], MONDAY_MORNING)).not.toHaveProperty('noPickup');
    expect(toOrderRequest(shipment(), completion, { consignmentId: 'c-1' }, dropOffProduct()).noPickup).toBe(true);
    expect(toOrderRequest(shipment(), completion, { consignmentId: 'c-1' }, product()).noPickup).toBe(false);
  });

  it("reads the product's flag", () => {
    expect(normalizeFreightService({ templateName: 'UPS', noPickupTemplateExists: true }).noPickupTemplateExists).toBe(true);
    expect(normalizeFreightService({ templateName: 'DBS' }).noPickupTemplateExists).toBe(false);
  });
});

describe(insuranceDefaultsOf.name, () => {
  it("starts insured with the customer's goods value, in the screen's decimal comma", () => {
    expect(insuranceDefaultsOf({ insuranceDisabled: false, insuranceGoodsValue: '25000.00' })).toEqual({
      insured: true,
      goodsValue: '25000',
    });
    expect(insuranceDefaultsOf({ insuranceGoodsValue: '1500.50' })).toEqual({ insured: true, goodsValue: '1500,50' });
    expect(newCompletion(new Date('2026-03-02T08:00:00Z'), '16:00', { insured: true, goodsValue: '25000' })).toMatchObject({
      insured: true,
      goodsValue: '25000',
    });
  });

  it('starts uninsured when insurance is switched off, no value is set, or the customer is not known yet', () => {
    expect(insuranceDefaultsOf({ insuranceDisabled: true, insuranceGoodsValue: '25000.00' })).toEqual({ insured: false, goodsValue: '' });
    expect(insuranceDefaultsOf({ insuranceGoodsValue: null })).toEqual({ insured: false, goodsValue: '' });
    expect(insuranceDefaultsOf(undefined)).toEqual({ insured: false, goodsValue: '' });
  });
});
