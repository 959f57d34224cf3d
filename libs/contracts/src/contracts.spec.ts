import { fromBinary, toJson, type DescMessage } from '@bufbuild/protobuf';
import {
  ContractsError,
  MalformedEventError,
  UnknownEventTypeError,
  Topics,
  contractFor,
  contracts,
  decodeEvent,
  decodeEventJson,
  encodeEvent,
  isEventType,
  type EventPayload,
  type EventType,
} from './index';

// A fully populated example of every registered event: round trips must preserve every field.
const examples: { [K in EventType]: EventPayload<K> } = {
  UserSignedIn: {
    userId: 'user-1',
    customerId: 'customer-7',
    signedInAt: '2025-03-01T08:15:00.000Z',
    demo: true,
  },
  CustomerSettingChanged: {
    customerId: 'customer-7',
    setting: 'default_pickup_time',
    valueJson: '{"from":"08:00","to":"16:00","note":"Lastkaj 3, Göteborg"}',
    changedBy: 'user-1',
  },
  CustomerCarriersChanged: {
    customerId: 'customer-7',
    carriers: [
      { code: 1, active: true },
      { code: 14, active: false },
    ],
  },
  CustomerProfileChanged: {
    customerId: 'customer-7',
    priceList: 2,
    memberLevel: 1,
    customerLevel: 3,
    carriers: [{ code: 131, active: true }],
    consigneeType: 'private',
    compId: 7,
    showAllBooked: true,
    name: 'Annas Blommor AB',
    orgNo: '556677-8899',
    address: 'Storgatan 1',
    address2: '',
    postcode: '11122',
    city: 'Stockholm',
    creditLimitOre: '5000000',
    email: 'anna@blommor.se',
    insuranceDisabled: false,
    insuranceGoodsValueOre: '2500000',
    noPickup: true,
  },
  CarrierStatusReceived: {
    carrierCode: 14,
    consignmentNo: '00370712345678901234',
    status: 'IN_TRANSIT',
    occurredAt: '2025-03-02T14:05:00+01:00',
    location: 'Jönköping terminal',
    description: 'Sändningen är på väg',
    eventId: 'carrier-evt-981',
  },
  ConsignmentCreated: {
    consignmentId: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    customerId: '1001',
    templateName: 'PN_PARCEL',
    temporary: true,
    goodsItems: 2,
    createdBy: 'user-1',
  },
  OrderCreated: {
    orderNo: 'K7Q2M9X4B1Z8P3R6',
    customerId: '1001',
    consignmentId: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    templateName: 'PN_PARCEL',
    supplierId: 131,
    // Above 2^53 öre: int64 as a decimal string must pass through exactly.
    calculatedPriceOre: '9007199254740993',
    calculatedCurrency: 'SEK',
    insured: true,
    goodsValueOre: '250000',
    createdBy: 'user-1',
  },
  OrderDeleted: {
    orderNo: 'K7Q2M9X4B1Z8P3R6',
    customerId: '1001',
    consignmentId: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    deletedBy: 'user-1',
  },
  OrderBooked: {
    orderNo: 'K7Q2M9X4B1Z8P3R6',
    customerId: '1001',
    consignmentId: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    consignmentNo: '131000000042',
    supplierId: 131,
    templateName: 'UPS_STANDARD',
    priceOre: '9007199254740993',
    currency: 'SEK',
    insured: true,
    goodsValueOre: '250000',
    insurancePriceOre: '6500',
    consigneeType: 'company',
    bookedAt: '2026-11-21T09:30:00.000Z',
    bookedBy: 'user-1',
    consigneeName: 'Åsa Öberg',
    consigneeEmail: 'asa@example.se',
    consigneeEmailNotify: true,
    consigneeCountry: 'SE',
    consigneeCity: 'Malmö',
    consignorName: 'Annas Blommor AB',
  },
  OrderPrinted: {
    orderNo: 'K7Q2M9X4B1Z8P3R6',
    customerId: '1001',
    consignmentNo: '131000000042',
    printedAt: '2026-11-21T09:31:00.000Z',
    printedBy: 'user-1',
  },
  OrderCancelled: {
    orderNo: 'K7Q2M9X4B1Z8P3R6',
    customerId: '1001',
    consignmentNo: '1000000016',
    supplierId: 131,
    cancelledAt: '2026-11-21T10:00:00.000Z',
    cancelledBy: 'user-1',
    carrierShipmentId: '1ZA1B2C36512345678',
    reason: 'CUSTOMER',
  },
  OrderPurged: {
    orderNo: 'K7Q2M9X4B1Z8P3R6',
    customerId: '1001',
    consignmentId: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    purgeDate: '2026-11-21',
  },
  OrderStatusChanged: {
    orderNo: 'K7Q2M9X4B1Z8P3R6',
    customerId: '1001',
    consignmentNo: '131000000042',
    carrierCode: 131,
    status: 'PICKUP',
    previousStatus: 'CONFIRMED',
    occurredAt: '2026-11-21T10:00:00.000Z',
    carrierStatus: 'I',
    location: 'Jönköping',
  },
  ContactCreated: { contactId: 42, customerId: 1001, compId: 77 },
  ContactDeleted: { contactId: 42, customerId: 1001, wasPrimary: true },
  ContactPrimaryChanged: { customerId: 1001, contactId: 42 },
  ContactsImported: {
    customerId: 1001,
    importId: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    createdContactIds: [43, 44, 2147483647],
    updated: 3,
  },
  BillIssued: {
    billId: '100042',
    customerId: '1001',
    ocr: '10004260',
    billDate: '2026-11-16',
    dueDate: '2026-12-16',
    totalCapitalOre: '9007199254740993',
    totalVatOre: '-2500',
    currency: 'SEK',
    credit: true,
    creditsBillId: '100041',
  },
  PaymentRegistered: {
    paymentId: 'p-1',
    customerId: '1001',
    billId: '100042',
    ocr: '10004260',
    amountOre: '12500',
    paidOn: '2026-12-01',
    billPaid: true,
  },
  CustomerCreditBlocked: { customerId: '1001', reason: 'OVERDUE', blockedAt: '2026-12-31T03:00:00.000Z' },
  CustomerCreditUnblocked: { customerId: '1001', unblockedAt: '2027-01-02T09:00:00.000Z' },
  MailRequested: {
    customerId: '1001',
    to: ['anna@blommor.se'],
    cc: ['kundtjanst@frakt.se'],
    bcc: [],
    replyTo: ['reklamation@frakt.se'],
    subject: 'Reklamation mottagen – ärende 42',
    text: 'Hej Åsa! Vi har tagit emot din reklamation.',
    html: '<p>Hej Åsa! Vi har tagit emot din reklamation.</p>',
    senderType: 3,
    language: 'sv',
    kind: 'complaint-filed',
    reference: 'complaint-42',
    attachments: [],
  },
  ComplaintFiled: {
    complaintId: '42',
    customerId: '1001',
    supplierId: 116,
    consignmentNo: '116000000123',
    orderNo: 'A1B2C3D4E5F6G7H8',
    description: 'Pallen kom fram krossad, två kartonger blöta.',
    complaintClaim: 'Ersättning 2 450,00 kr',
    filedBy: '11',
    filedAt: '2026-11-20T09:30:00.000Z',
    attachments: [
      { id: '0b7c1f6e-3a44-4b8e-9a8e-7c2d7c1f0a11', fileName: 'skada ö.jpg', contentType: 'image/jpeg', sizeBytes: '9007199254740993' },
    ],
  },
  ComplaintReminderSent: {
    complaintId: '42',
    customerId: '1001',
    supplierId: 116,
    consignmentNo: '116000000123',
    reminderNo: 2,
    filedAt: '2026-11-20T09:30:00.000Z',
    sentAt: '2026-11-22T10:00:00.000Z',
    automatic: true,
    sentBy: 'system',
  },
  ComplaintReplied: {
    complaintId: '42',
    customerId: '1001',
    consignmentNo: '116000000123',
    reply: 'Vi ersätter skadan.',
    repliedBy: '1',
    repliedAt: '2026-11-23T08:00:00.000Z',
  },
  InsuranceClaimSubmitted: {
    claimId: '7',
    customerId: '1001',
    orderNo: 'A1B2C3D4E5F6G7H8',
    consignmentNo: '116000000123',
    supplierId: 116,
    goodsValueOre: '2500000',
    damageDescription: 'Vattenskada på hela sändningen.',
    repairPossibility: 'Ingen',
    residualValueOre: '15000',
    otherInformation: 'Fotografier bifogade.',
    payoutAccountType: 'bankgiro',
    payoutAccount: '5050-1055',
    deliveredAt: '2026-11-19T13:00:00.000Z',
    deadline: '2026-12-19',
    submittedBy: '11',
    submittedAt: '2026-11-20T10:00:00.000Z',
    attachments: [
      { id: '0b7c1f6e-3a44-4b8e-9a8e-7c2d7c1f0a12', fileName: 'faktura.pdf', contentType: 'application/pdf', sizeBytes: '10485760' },
    ],
  },
  AuditEntryRecorded: {
    actor: { userId: '11', customerId: '1001', companyId: '7', apiKeyId: 'k-3', clientAddress: '203.0.113.9', role: 'booker' },
    action: 'book-order',
    outcome: 'success',
    targetIds: ['42'],
    summary: 'fields: pickupDate, services',
    requestId: 'req-12345678',
    occurredAt: '2026-11-28T08:00:00.000Z',
    route: 'POST /api/orders/:id/book',
  },
  CustomerErasureRequested: {
    requestId: '5f0c6b1e-8d7a-4c1b-9e33-2a6f0d4c9b10',
    customerId: '1002',
    requestedAt: '2026-11-28T01:40:00.000Z',
  },
  CustomerErasureCompleted: {
    requestId: '5f0c6b1e-8d7a-4c1b-9e33-2a6f0d4c9b10',
    customerId: '1002',
    service: 'contacts',
    completedAt: '2026-11-28T01:40:02.000Z',
    affected: 17,
  },
  PersonalDataExportRequested: {
    requestId: '7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
    customerId: '1002',
    userId: '12',
    requestedAt: '2026-11-28T10:00:00.000Z',
  },
  PersonalDataExportContributed: {
    requestId: '7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
    customerId: '1002',
    service: 'billing',
    path: 'billing/data.json',
    part: 0,
    parts: 2,
    content: new TextEncoder().encode('{"bills":[]}'),
    contributedAt: '2026-11-28T10:00:01.000Z',
  },
};
const eventTypes = Object.keys(contracts) as EventType[];
// Events with bytes fields: protobuf's JSON writes bytes as base64 text, so their decoded Uint8Array is not itself JSON-able (the snake_case test reads base64 for them).
const jsonAbleTypes = eventTypes.filter((type) => type !== 'PersonalDataExportContributed');

// The JSON an integrator would type by hand: proto field names, as in the .proto files.
const snakeCaseJson: { [K in EventType]: object } = {
  UserSignedIn: { user_id: 'user-1', customer_id: 'customer-7', signed_in_at: '2025-03-01T08:15:00.000Z', demo: true },
  CustomerSettingChanged: {
    customer_id: 'customer-7',
    setting: 'default_pickup_time',
    value_json: '{"from":"08:00","to":"16:00","note":"Lastkaj 3, Göteborg"}',
    changed_by: 'user-1',
  },
  CustomerCarriersChanged: {
    customer_id: 'customer-7',
    carriers: [
      { code: 1, active: true },
      { code: 14, active: false },
    ],
  },
  CustomerProfileChanged: {
    customer_id: 'customer-7',
    price_list: 2,
    member_level: 1,
    customer_level: 3,
    carriers: [{ code: 131, active: true }],
    consignee_type: 'private',
    comp_id: 7,
    show_all_booked: true,
    name: 'Annas Blommor AB',
    org_no: '556677-8899',
    address: 'Storgatan 1',
    address2: '',
    postcode: '11122',
    city: 'Stockholm',
    credit_limit_ore: '5000000',
    email: 'anna@blommor.se',
    insurance_goods_value_ore: '2500000',
    no_pickup: true,
  },
  CarrierStatusReceived: {
    carrier_code: 14,
    consignment_no: '00370712345678901234',
    status: 'IN_TRANSIT',
    occurred_at: '2025-03-02T14:05:00+01:00',
    location: 'Jönköping terminal',
    description: 'Sändningen är på väg',
    event_id: 'carrier-evt-981',
  },
  ConsignmentCreated: {
    consignment_id: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    customer_id: '1001',
    template_name: 'PN_PARCEL',
    temporary: true,
    goods_items: 2,
    created_by: 'user-1',
  },
  OrderCreated: {
    order_no: 'K7Q2M9X4B1Z8P3R6',
    customer_id: '1001',
    consignment_id: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    template_name: 'PN_PARCEL',
    supplier_id: 131,
    calculated_price_ore: '9007199254740993',
    calculated_currency: 'SEK',
    insured: true,
    goods_value_ore: '250000',
    created_by: 'user-1',
  },
  OrderDeleted: {
    order_no: 'K7Q2M9X4B1Z8P3R6',
    customer_id: '1001',
    consignment_id: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    deleted_by: 'user-1',
  },
  OrderBooked: {
    order_no: 'K7Q2M9X4B1Z8P3R6',
    customer_id: '1001',
    consignment_id: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    consignment_no: '131000000042',
    supplier_id: 131,
    template_name: 'UPS_STANDARD',
    price_ore: '9007199254740993',
    currency: 'SEK',
    insured: true,
    goods_value_ore: '250000',
    insurance_price_ore: '6500',
    consignee_type: 'company',
    booked_at: '2026-11-21T09:30:00.000Z',
    booked_by: 'user-1',
    consignee_name: 'Åsa Öberg',
    consignee_email: 'asa@example.se',
    consignee_email_notify: true,
    consignee_country: 'SE',
    consignee_city: 'Malmö',
    consignor_name: 'Annas Blommor AB',
  },
  OrderPrinted: {
    order_no: 'K7Q2M9X4B1Z8P3R6',
    customer_id: '1001',
    consignment_no: '131000000042',
    printed_at: '2026-11-21T09:31:00.000Z',
    printed_by: 'user-1',
  },
  OrderCancelled: {
    order_no: 'K7Q2M9X4B1Z8P3R6',
    customer_id: '1001',
    consignment_no: '1000000016',
    supplier_id: 131,
    cancelled_at: '2026-11-21T10:00:00.000Z',
    cancelled_by: 'user-1',
    carrier_shipment_id: '1ZA1B2C36512345678',
    reason: 'CUSTOMER',
  },
  OrderPurged: {
    order_no: 'K7Q2M9X4B1Z8P3R6',
    customer_id: '1001',
    consignment_id: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    purge_date: '2026-11-21',
  },
  OrderStatusChanged: {
    order_no: 'K7Q2M9X4B1Z8P3R6',
    customer_id: '1001',
    consignment_no: '131000000042',
    carrier_code: 131,
    status: 'PICKUP',
    previous_status: 'CONFIRMED',
    occurred_at: '2026-11-21T10:00:00.000Z',
    carrier_status: 'I',
    location: 'Jönköping',
  },
  ContactCreated: { contact_id: 42, customer_id: 1001, comp_id: 77 },
  ContactDeleted: { contact_id: 42, customer_id: 1001, was_primary: true },
  ContactPrimaryChanged: { customer_id: 1001, contact_id: 42 },
  ContactsImported: {
    customer_id: 1001,
    import_id: 'c3f1a7e2-5b8d-4c1e-9a2f-0d6b7e8f9a10',
    created_contact_ids: [43, 44, 2147483647],
    updated: 3,
  },
  BillIssued: {
    bill_id: '100042',
    customer_id: '1001',
    ocr: '10004260',
    bill_date: '2026-11-16',
    due_date: '2026-12-16',
    total_capital_ore: '9007199254740993',
    total_vat_ore: '-2500',
    currency: 'SEK',
    credit: true,
    credits_bill_id: '100041',
  },
  PaymentRegistered: {
    payment_id: 'p-1',
    customer_id: '1001',
    bill_id: '100042',
    ocr: '10004260',
    amount_ore: '12500',
    paid_on: '2026-12-01',
    bill_paid: true,
  },
  CustomerCreditBlocked: { customer_id: '1001', reason: 'OVERDUE', blocked_at: '2026-12-31T03:00:00.000Z' },
  CustomerCreditUnblocked: { customer_id: '1001', unblocked_at: '2027-01-02T09:00:00.000Z' },
  MailRequested: {
    customer_id: '1001',
    to: ['anna@blommor.se'],
    cc: ['kundtjanst@frakt.se'],
    bcc: [],
    reply_to: ['reklamation@frakt.se'],
    subject: 'Reklamation mottagen – ärende 42',
    text: 'Hej Åsa! Vi har tagit emot din reklamation.',
    html: '<p>Hej Åsa! Vi har tagit emot din reklamation.</p>',
    sender_type: 3,
    language: 'sv',
    kind: 'complaint-filed',
    reference: 'complaint-42',
    attachments: [],
  },
  ComplaintFiled: {
    complaint_id: '42',
    customer_id: '1001',
    supplier_id: 116,
    consignment_no: '116000000123',
    order_no: 'A1B2C3D4E5F6G7H8',
    description: 'Pallen kom fram krossad, två kartonger blöta.',
    complaint_claim: 'Ersättning 2 450,00 kr',
    filed_by: '11',
    filed_at: '2026-11-20T09:30:00.000Z',
    attachments: [
      { id: '0b7c1f6e-3a44-4b8e-9a8e-7c2d7c1f0a11', file_name: 'skada ö.jpg', content_type: 'image/jpeg', size_bytes: '9007199254740993' },
    ],
  },
  ComplaintReminderSent: {
    complaint_id: '42',
    customer_id: '1001',
    supplier_id: 116,
    consignment_no: '116000000123',
    reminder_no: 2,
    filed_at: '2026-11-20T09:30:00.000Z',
    sent_at: '2026-11-22T10:00:00.000Z',
    automatic: true,
    sent_by: 'system',
  },
  ComplaintReplied: {
    complaint_id: '42',
    customer_id: '1001',
    consignment_no: '116000000123',
    reply: 'Vi ersätter skadan.',
    replied_by: '1',
    replied_at: '2026-11-23T08:00:00.000Z',
  },
  InsuranceClaimSubmitted: {
    claim_id: '7',
    customer_id: '1001',
    order_no: 'A1B2C3D4E5F6G7H8',
    consignment_no: '116000000123',
    supplier_id: 116,
    goods_value_ore: '2500000',
    damage_description: 'Vattenskada på hela sändningen.',
    repair_possibility: 'Ingen',
    residual_value_ore: '15000',
    other_information: 'Fotografier bifogade.',
    payout_account_type: 'bankgiro',
    payout_account: '5050-1055',
    delivered_at: '2026-11-19T13:00:00.000Z',
    deadline: '2026-12-19',
    submitted_by: '11',
    submitted_at: '2026-11-20T10:00:00.000Z',
    attachments: [
      { id: '0b7c1f6e-3a44-4b8e-9a8e-7c2d7c1f0a12', file_name: 'faktura.pdf', content_type: 'application/pdf', size_bytes: '10485760' },
    ],
  },
  AuditEntryRecorded: {
    actor: { user_id: '11', customer_id: '1001', company_id: '7', api_key_id: 'k-3', client_address: '203.0.113.9', role: 'booker' },
    action: 'book-order',
    outcome: 'success',
    target_ids: ['42'],
    summary: 'fields: pickupDate, services',
    request_id: 'req-12345678',
    occurred_at: '2026-11-28T08:00:00.000Z',
    route: 'POST /api/orders/:id/book',
  },
  CustomerErasureRequested: {
    request_id: '5f0c6b1e-8d7a-4c1b-9e33-2a6f0d4c9b10',
    customer_id: '1002',
    requested_at: '2026-11-28T01:40:00.000Z',
  },
  CustomerErasureCompleted: {
    request_id: '5f0c6b1e-8d7a-4c1b-9e33-2a6f0d4c9b10',
    customer_id: '1002',
    service: 'contacts',
    completed_at: '2026-11-28T01:40:02.000Z',
    affected: 17,
  },
  PersonalDataExportRequested: {
    request_id: '7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
    customer_id: '1002',
    user_id: '12',
    requested_at: '2026-11-28T10:00:00.000Z',
  },
  PersonalDataExportContributed: {
    request_id: '7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
    customer_id: '1002',
    service: 'billing',
    path: 'billing/data.json',
    part: 0,
    parts: 2,
    content: 'eyJiaWxscyI6W119',
    contributed_at: '2026-11-28T10:00:01.000Z',
  },
};

describe('contracts', () => {
  it.each(eventTypes)('registers %s under its own message name with a known topic', (type) => {
    const contract = contractFor(type);
    expect(contract.type).toBe(type);
    expect(contract.schema.name).toBe(type);
    expect(Object.values(Topics)).toContain(contract.topic);
    expect(contract.schemaVersion).toBeGreaterThanOrEqual(1);
  });

  it('routes each event to the topic of its aggregate stream', () => {
    expect(contractFor('UserSignedIn').topic).toBe('freight.users.v1');
    expect(contractFor('CustomerSettingChanged').topic).toBe('freight.customers.v1');
    expect(contractFor('CustomerCarriersChanged').topic).toBe('freight.customers.v1');
    expect(contractFor('CarrierStatusReceived').topic).toBe('carrier.status.v1');
    expect(contractFor('ConsignmentCreated').topic).toBe('freight.orders.v1');
    expect(contractFor('OrderCreated').topic).toBe('freight.orders.v1');
    expect(contractFor('OrderDeleted').topic).toBe('freight.orders.v1');
    expect(contractFor('ContactPrimaryChanged').topic).toBe('freight.contacts.v1');
    expect(contractFor('AuditEntryRecorded').topic).toBe('freight.audit.v1');
  });

  it('answers undefined for an unknown type, including Object.prototype keys', () => {
    expect(contractFor('OrderTeleported')).toBeUndefined();
    expect(contractFor('toString')).toBeUndefined();
    expect(contractFor('__proto__')).toBeUndefined();
    expect(isEventType('constructor')).toBe(false);
    expect(isEventType('UserSignedIn')).toBe(true);
  });
});

describe(encodeEvent.name, () => {
  it.each(eventTypes)('round-trips %s through protobuf binary', (type) => {
    const bytes = encodeEvent(type, examples[type]);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(decodeEvent(type, bytes)).toEqual(examples[type]);
  });

  it('fills omitted fields with proto3 defaults, so decoded payloads always have every field', () => {
    const bytes = encodeEvent('UserSignedIn', { userId: 'user-1', customerId: 'customer-7' });
    expect(decodeEvent('UserSignedIn', bytes)).toEqual({
      userId: 'user-1',
      customerId: 'customer-7',
      signedInAt: '',
      demo: false,
    });
  });

  it('throws a typed error for an unknown event type', () => {
    // A caller outside TypeScript's reach (a type read from a header, a cast) still gets the stable code.
    const encode = () => encodeEvent('OrderTeleported' as EventType, {});
    expect(encode).toThrow(UnknownEventTypeError);
    expect(encode).toThrow(expect.objectContaining({ code: 'CONTRACTS.UNKNOWN_EVENT_TYPE' }));
  });
});

describe(decodeEvent.name, () => {
  it.each(jsonAbleTypes)('returns %s as a plain JSON-able object equal to its protobuf JSON mapping', (type) => {
    const bytes = encodeEvent(type, examples[type]);
    const decoded = decodeEvent(type, bytes);
    expect(JSON.parse(JSON.stringify(decoded))).toEqual(decoded);
    const schema: DescMessage = contractFor(type).schema;
    expect(decoded).toEqual(toJson(schema, fromBinary(schema, bytes), { alwaysEmitImplicit: true }));
  });

  it('throws a typed error for an unknown event type', () => {
    let caught: unknown;
    try {
      decodeEvent('OrderTeleported', new Uint8Array([8, 1]));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContractsError);
    expect(caught).toMatchObject({ code: 'CONTRACTS.UNKNOWN_EVENT_TYPE', eventType: 'OrderTeleported' });
  });

  it.each([
    ['0xff bytes', Uint8Array.from([0xff, 0xff, 0xff])],
    ['plain text', Buffer.from('not protobuf at all')],
    ['a JSON document', Buffer.from(JSON.stringify(examples.UserSignedIn))],
    ['a truncated record', encodeEvent('UserSignedIn', examples.UserSignedIn).subarray(0, 5)],
    ['a string field with invalid UTF-8', Uint8Array.from([0x0a, 0x02, 0xc3, 0x28])],
  ])('rejects %s as a malformed event', (_, bytes) => {
    const decode = () => decodeEvent('UserSignedIn', bytes);
    expect(decode).toThrow(MalformedEventError);
    expect(decode).toThrow(expect.objectContaining({ code: 'CONTRACTS.MALFORMED_EVENT', eventType: 'UserSignedIn' }));
  });

  // Honest limits of the binary format, pinned so nobody relies on more: protobuf has no framing or
  // type tag, so some wrong input is indistinguishable from a valid message. The event_type header is
  // what tells types apart; consumers still validate the fields they need.
  it('decodes empty bytes as an all-default event, because that is a valid proto3 encoding', () => {
    expect(decodeEvent('UserSignedIn', new Uint8Array())).toEqual({
      userId: '',
      customerId: '',
      signedInAt: '',
      demo: false,
    });
  });

  it('skips fields it does not know, so a newer producer does not break an older consumer', () => {
    const newerProducer = Uint8Array.from([...encodeEvent('UserSignedIn', { userId: 'user-1' }), 0x78, 0x01]);
    expect(decodeEvent('UserSignedIn', newerProducer)).toMatchObject({ userId: 'user-1' });
  });

  it('cannot tell another event of the same shape from the right one', () => {
    const bytes = encodeEvent('CustomerSettingChanged', { customerId: 'customer-7', setting: 'x' });
    expect(decodeEvent('UserSignedIn', bytes)).toMatchObject({ userId: 'customer-7', customerId: 'x' });
  });
});

describe(decodeEventJson.name, () => {
  it.each(jsonAbleTypes)('round-trips %s through the camelCase JSON mapping, as string and as object', (type) => {
    const json = JSON.stringify(examples[type]);
    expect(decodeEventJson(type, json)).toEqual(examples[type]);
    expect(decodeEventJson(type, JSON.parse(json))).toEqual(examples[type]);
  });

  it.each(eventTypes)('accepts %s with snake_case proto field names', (type) => {
    expect(decodeEventJson(type, snakeCaseJson[type])).toEqual(examples[type]);
  });

  it('reads a Kafka record value (bytes) as UTF-8 JSON text', () => {
    const value = Buffer.from(JSON.stringify(snakeCaseJson.CarrierStatusReceived));
    expect(decodeEventJson('CarrierStatusReceived', value)).toEqual(examples.CarrierStatusReceived);
  });

  it('accepts a carrier status it does not recognise, so it can be stored and shown as "no status"', () => {
    const json = '{"carrier_code": 14, "consignment_no": "123", "status": "LOST_IN_SPACE"}';
    expect(decodeEventJson('CarrierStatusReceived', json)).toMatchObject({ status: 'LOST_IN_SPACE' });
  });

  it('fills missing fields with proto3 defaults', () => {
    expect(decodeEventJson('CustomerCarriersChanged', '{"customerId":"customer-7"}')).toEqual({
      customerId: 'customer-7',
      carriers: [],
    });
  });

  it.each([
    ['invalid JSON text', '{"user_id": '],
    ['a misspelt field', '{"userid": "user-1"}'],
    ['a wrongly typed value', '{"demo": "yes"}'],
    ['an array', '[]'],
    ['null', 'null'],
    ['bytes that are not UTF-8', Uint8Array.from([0x7b, 0xff, 0x7d])],
  ])('rejects %s as a malformed event', (_, json) => {
    const decode = () => decodeEventJson('UserSignedIn', json);
    expect(decode).toThrow(MalformedEventError);
    expect(decode).toThrow(expect.objectContaining({ code: 'CONTRACTS.MALFORMED_EVENT' }));
  });

  it('throws a typed error for an unknown event type', () => {
    expect(() => decodeEventJson('OrderTeleported', '{}')).toThrow(expect.objectContaining({ code: 'CONTRACTS.UNKNOWN_EVENT_TYPE' }));
  });
});
