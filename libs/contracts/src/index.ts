// Hand-written entry point of @freight/contracts. The schemas under ./gen are generated from proto/
// by `npm run proto` and never edited; this file adds the registry (event type → topic, schema version,
// schema) and the encode/decode functions services use on the Kafka boundary.
import {
  create,
  fromBinary,
  fromJson,
  fromJsonString,
  toBinary,
  type JsonValue,
  type Message,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import type { GenMessage } from '@bufbuild/protobuf/codegenv2';
import {
  BillIssuedSchema,
  CustomerCreditBlockedSchema,
  CustomerCreditUnblockedSchema,
  PaymentRegisteredSchema,
} from './gen/freight/billing/v1/billing_pb';
import { CarrierStatusReceivedSchema } from './gen/freight/carrier/v1/carrier_status_pb';
import {
  CustomerCarriersChangedSchema,
  CustomerProfileChangedSchema,
  CustomerSettingChangedSchema,
} from './gen/freight/customers/v1/customers_pb';
import {
  ConsignmentCreatedSchema,
  OrderBookedSchema,
  OrderCreatedSchema,
  OrderDeletedSchema,
  OrderPrintedSchema,
  OrderCancelledSchema,
  OrderPurgedSchema,
  OrderStatusChangedSchema,
} from './gen/freight/orders/v1/orders_pb';
import { UserSignedInSchema } from './gen/freight/users/v1/users_pb';
import {
  ContactCreatedSchema,
  ContactDeletedSchema,
  ContactPrimaryChangedSchema,
  ContactsImportedSchema,
} from './gen/freight/contacts/v1/contacts_pb';
import {
  ComplaintFiledSchema,
  ComplaintRepliedSchema,
  ComplaintReminderSentSchema,
  InsuranceClaimSubmittedSchema,
} from './gen/freight/claims/v1/claims_pb';
import { MailRequestedSchema } from './gen/freight/mail/v1/mail_pb';
import { AuditEntryRecordedSchema } from './gen/freight/audit/v1/audit_pb';
import {
  CustomerErasureCompletedSchema,
  CustomerErasureRequestedSchema,
  PersonalDataExportContributedSchema,
  PersonalDataExportRequestedSchema,
} from './gen/freight/privacy/v1/privacy_pb';

export * from './gen/freight/envelope/v1/envelope_pb';
export * from './gen/freight/users/v1/users_pb';
export * from './gen/freight/customers/v1/customers_pb';
export * from './gen/freight/carrier/v1/carrier_status_pb';
export * from './gen/freight/orders/v1/orders_pb';
export * from './gen/freight/contacts/v1/contacts_pb';
export * from './gen/freight/claims/v1/claims_pb';
export * from './gen/freight/billing/v1/billing_pb';
export * from './gen/freight/mail/v1/mail_pb';
export * from './gen/freight/audit/v1/audit_pb';
export * from './gen/freight/privacy/v1/privacy_pb';

export interface EventContract<T extends Message = Message> {
  /** Short message name; also the `event_type` envelope header. */
  readonly type: string;
  readonly topic: string;
  /** Compatible revision within the proto package version; the `schema_version` header. */
  readonly schemaVersion: number;
  readonly schema: GenMessage<T>;
}

export const Topics = {
  users: 'freight.users.v1',
  customers: 'freight.customers.v1',
  carrierStatus: 'carrier.status.v1',
  orders: 'freight.orders.v1',
  claims: 'freight.claims.v1',
  contacts: 'freight.contacts.v1',
  billing: 'freight.billing.v1',
  mail: 'freight.mail.v1',
  audit: 'freight.audit.v1',
  privacy: 'freight.privacy.v1',
} as const;
export type Topic = (typeof Topics)[keyof typeof Topics];

export const contracts = {
  UserSignedIn: { type: 'UserSignedIn', topic: Topics.users, schemaVersion: 1, schema: UserSignedInSchema },
  CustomerSettingChanged: {
    type: 'CustomerSettingChanged',
    topic: Topics.customers,
    schemaVersion: 1,
    schema: CustomerSettingChangedSchema,
  },
  CustomerCarriersChanged: {
    type: 'CustomerCarriersChanged',
    topic: Topics.customers,
    schemaVersion: 1,
    schema: CustomerCarriersChangedSchema,
  },
  CustomerProfileChanged: {
    type: 'CustomerProfileChanged',
    topic: Topics.customers,
    schemaVersion: 1,
    schema: CustomerProfileChangedSchema,
  },
  CarrierStatusReceived: {
    type: 'CarrierStatusReceived',
    topic: Topics.carrierStatus,
    schemaVersion: 1,
    schema: CarrierStatusReceivedSchema,
  },
  ConsignmentCreated: { type: 'ConsignmentCreated', topic: Topics.orders, schemaVersion: 1, schema: ConsignmentCreatedSchema },
  OrderCreated: { type: 'OrderCreated', topic: Topics.orders, schemaVersion: 1, schema: OrderCreatedSchema },
  OrderDeleted: { type: 'OrderDeleted', topic: Topics.orders, schemaVersion: 1, schema: OrderDeletedSchema },
  OrderBooked: { type: 'OrderBooked', topic: Topics.orders, schemaVersion: 3, schema: OrderBookedSchema },
  OrderPrinted: { type: 'OrderPrinted', topic: Topics.orders, schemaVersion: 1, schema: OrderPrintedSchema },
  OrderCancelled: { type: 'OrderCancelled', topic: Topics.orders, schemaVersion: 1, schema: OrderCancelledSchema },
  OrderPurged: { type: 'OrderPurged', topic: Topics.orders, schemaVersion: 1, schema: OrderPurgedSchema },
  OrderStatusChanged: { type: 'OrderStatusChanged', topic: Topics.orders, schemaVersion: 1, schema: OrderStatusChangedSchema },
  ContactCreated: { type: 'ContactCreated', topic: Topics.contacts, schemaVersion: 1, schema: ContactCreatedSchema },
  ContactDeleted: { type: 'ContactDeleted', topic: Topics.contacts, schemaVersion: 1, schema: ContactDeletedSchema },
  ContactPrimaryChanged: { type: 'ContactPrimaryChanged', topic: Topics.contacts, schemaVersion: 1, schema: ContactPrimaryChangedSchema },
  ContactsImported: { type: 'ContactsImported', topic: Topics.contacts, schemaVersion: 1, schema: ContactsImportedSchema },
  ComplaintFiled: { type: 'ComplaintFiled', topic: Topics.claims, schemaVersion: 1, schema: ComplaintFiledSchema },
  ComplaintReminderSent: { type: 'ComplaintReminderSent', topic: Topics.claims, schemaVersion: 1, schema: ComplaintReminderSentSchema },
  ComplaintReplied: { type: 'ComplaintReplied', topic: Topics.claims, schemaVersion: 1, schema: ComplaintRepliedSchema },
  InsuranceClaimSubmitted: {
    type: 'InsuranceClaimSubmitted',
    topic: Topics.claims,
    schemaVersion: 1,
    schema: InsuranceClaimSubmittedSchema,
  },
  BillIssued: { type: 'BillIssued', topic: Topics.billing, schemaVersion: 1, schema: BillIssuedSchema },
  PaymentRegistered: { type: 'PaymentRegistered', topic: Topics.billing, schemaVersion: 1, schema: PaymentRegisteredSchema },
  CustomerCreditBlocked: { type: 'CustomerCreditBlocked', topic: Topics.billing, schemaVersion: 1, schema: CustomerCreditBlockedSchema },
  CustomerCreditUnblocked: {
    type: 'CustomerCreditUnblocked',
    topic: Topics.billing,
    schemaVersion: 1,
    schema: CustomerCreditUnblockedSchema,
  },
  MailRequested: { type: 'MailRequested', topic: Topics.mail, schemaVersion: 2, schema: MailRequestedSchema },
  AuditEntryRecorded: { type: 'AuditEntryRecorded', topic: Topics.audit, schemaVersion: 1, schema: AuditEntryRecordedSchema },
  CustomerErasureRequested: {
    type: 'CustomerErasureRequested',
    topic: Topics.privacy,
    schemaVersion: 1,
    schema: CustomerErasureRequestedSchema,
  },
  CustomerErasureCompleted: {
    type: 'CustomerErasureCompleted',
    topic: Topics.privacy,
    schemaVersion: 1,
    schema: CustomerErasureCompletedSchema,
  },
  PersonalDataExportRequested: {
    type: 'PersonalDataExportRequested',
    topic: Topics.privacy,
    schemaVersion: 1,
    schema: PersonalDataExportRequestedSchema,
  },
  PersonalDataExportContributed: {
    type: 'PersonalDataExportContributed',
    topic: Topics.privacy,
    schemaVersion: 1,
    schema: PersonalDataExportContributedSchema,
  },
} as const satisfies Readonly<Record<string, EventContract>>;

export type EventType = keyof typeof contracts;
type SchemaOf<K extends EventType> = (typeof contracts)[K]['schema'];

/** A protobuf-es message without its bookkeeping properties ($typeName, $unknown), recursively. */
export type Plain<T> = T extends Uint8Array
  ? T
  : T extends readonly (infer E)[]
    ? Plain<E>[]
    : T extends object
      ? { [P in keyof T as P extends '$typeName' | '$unknown' ? never : P]: Plain<T[P]> }
      : T;

/** What a producer passes to encodeEvent: fields may be omitted and then take their proto3 default. */
export type EventData<K extends EventType> = MessageInitShape<SchemaOf<K>>;

/**
 * A plain-text mail the portal itself sends to one address (sender type 1, Swedish first): invites, password resets,
 * export notices. The content service's mailer sends it when MailRequested arrives.
 */
export function portalMail(mail: {
  customerId: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  reference: string;
}): EventData<'MailRequested'> {
  return {
    customerId: String(mail.customerId),
    to: [mail.to],
    cc: [],
    bcc: [],
    replyTo: [],
    subject: mail.subject,
    text: mail.text,
    html: '',
    senderType: 1,
    language: 'sv',
    kind: mail.kind,
    reference: mail.reference,
    attachments: [],
  };
}
/** What decodeEvent/decodeEventJson return: every field present, camelCase keys, no protobuf-es internals. */
export type EventPayload<K extends EventType> = Plain<MessageShape<SchemaOf<K>>>;

export type ContractsErrorCode = 'CONTRACTS.UNKNOWN_EVENT_TYPE' | 'CONTRACTS.MALFORMED_EVENT';

export abstract class ContractsError extends Error {
  abstract readonly code: ContractsErrorCode;
}

export class UnknownEventTypeError extends ContractsError {
  readonly code = 'CONTRACTS.UNKNOWN_EVENT_TYPE';
  override readonly name = 'UnknownEventTypeError';
  constructor(readonly eventType: string) {
    super(`Unknown event type "${eventType}"`);
  }
}

/** The bytes or JSON are not a valid encoding of the event type's message: a poison record. */
export class MalformedEventError extends ContractsError {
  readonly code = 'CONTRACTS.MALFORMED_EVENT';
  override readonly name = 'MalformedEventError';
  constructor(
    readonly eventType: string,
    cause: unknown,
  ) {
    super(`Malformed ${eventType}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(contracts, type);
}

export function contractFor<K extends EventType>(type: K): (typeof contracts)[K];
export function contractFor(type: string): EventContract | undefined;
export function contractFor(type: string): EventContract | undefined {
  return isEventType(type) ? contracts[type] : undefined;
}

/** Protobuf binary of the event, the Kafka record value written by the outbox relay. */
export function encodeEvent<K extends EventType>(type: K, data: EventData<K>): Uint8Array {
  // One generic schema type for all events; the overload above keeps `data` tied to `type`.
  const schema: GenMessage<Message> = schemaFor(type);
  return toBinary(schema, create(schema, data as MessageInitShape<GenMessage<Message>>));
}

export function decodeEvent<K extends EventType>(type: K, bytes: Uint8Array): EventPayload<K>;
export function decodeEvent(type: string, bytes: Uint8Array): EventPayload<EventType>;
export function decodeEvent(type: string, bytes: Uint8Array): EventPayload<EventType> {
  const schema = schemaFor(type);
  return toPayload(type, () => fromBinary(schema, bytes));
}

/**
 * Decodes the protobuf JSON mapping (proto field names or camelCase), as an integrator produces it with a
 * Kafka CLI. A Uint8Array (e.g. a Kafka record value) is read as UTF-8 JSON text. Unlike the binary format,
 * unknown fields are rejected: here they are far more likely a typo than a newer schema.
 */
export function decodeEventJson<K extends EventType>(type: K, json: string | Uint8Array | object): EventPayload<K>;
export function decodeEventJson(type: string, json: string | Uint8Array | object): EventPayload<EventType>;
export function decodeEventJson(type: string, json: string | Uint8Array | object): EventPayload<EventType> {
  const schema = schemaFor(type);
  return toPayload(type, () => {
    if (typeof json === 'string') return fromJsonString(schema, json);
    if (json instanceof Uint8Array) return fromJsonString(schema, utf8.decode(json));
    return fromJson(schema, json as JsonValue);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function schemaFor(type: string): GenMessage<Message> {
  const contract = contractFor(type);
  if (!contract) throw new UnknownEventTypeError(type);
  return contract.schema;
}

function toPayload(type: string, decode: () => Message): EventPayload<EventType> {
  let message: Message;
  try {
    message = decode();
  } catch (error) {
    throw new MalformedEventError(type, error);
  }
  return stripInternals(message) as EventPayload<EventType>;
}

function stripInternals(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripInternals);
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
  const plain: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key !== '$typeName' && key !== '$unknown') plain[key] = stripInternals(field);
  }
  return plain;
}
