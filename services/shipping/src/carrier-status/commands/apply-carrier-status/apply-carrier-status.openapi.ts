import { ApiSchemaObject, int, str } from '@freight/runtime';
import { limits } from '../../domain/carrier-status';

const text = (maxLength: number, description?: string): ApiSchemaObject => ({ ...str, maxLength, ...(description ? { description } : {}) });

/** The CarrierStatusReceived contract in the protobuf JSON mapping, as parseWebhookBody and checkCarrierStatus read it. */
export const CARRIER_STATUS_BODY: ApiSchemaObject = {
  type: 'object',
  description:
    'The CarrierStatusReceived message in the protobuf JSON mapping: these proto names or their camelCase forms; any other key is refused',
  required: ['consignment_no', 'occurred_at', 'event_id'],
  properties: {
    carrier_code: { ...int, description: "Absent (0) or the path's carrier code" },
    consignment_no: text(limits.consignmentNo),
    status: text(limits.status, "The carrier's word (CONFIRMED, PICKUP, IN_TRANSIT, DELIVERED, ...); empty for no status"),
    occurred_at: { ...str, format: 'date-time', description: 'ISO 8601 with an offset or Z; not before 2000 nor more than a day ahead' },
    location: text(limits.location),
    description: text(limits.description),
    event_id: text(limits.eventId, "The carrier's id of the report: a resent one changes nothing"),
  },
};
