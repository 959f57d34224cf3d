import { ApiSchemaObject, bool, int, namedSchema, objectOf, str } from '@freight/runtime';

export interface CarrierMailbox {
  carrierCode: number;
  carrierName: string;
  email: string;
}

export const CARRIER_MAILBOX_SCHEMA = namedSchema(
  'CarrierMailbox',
  objectOf<CarrierMailbox>({ carrierCode: int, carrierName: str, email: str }),
);

export const CARRIER_MESSAGE_BODY: ApiSchemaObject = {
  type: 'object',
  required: ['consignmentNo', 'message', 'consentToCosts'],
  properties: {
    consignmentNo: { ...str, maxLength: 40, description: "One of the caller's booked consignments" },
    message: { ...str, maxLength: 5000 },
    consentToCosts: { ...bool, enum: [true], description: 'Consent to the cost in the price list' },
    replyTo: { ...str, format: 'email', description: 'Where the carrier replies' },
  },
};

export const CARRIER_MAILBOX_BODY: ApiSchemaObject = {
  type: 'object',
  required: ['email'],
  properties: { email: { ...str, format: 'email' } },
};
