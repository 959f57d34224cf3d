import { Injectable } from '@nestjs/common';
import { DomainError, isMessageCode, MessageCode, ownedOrNotFound, Principal, requestContext, TransactionHost, translate } from '@freight/kernel';
import { DEFAULT_CONSIGNEE_TYPE } from '@freight/reference-data';
import { CustomerProfileEntity } from '../customer-profiles/customer-profile.entity';
import type { ConsignmentDocument } from './domain/consignment-document';
import { presentConsignment } from '../booking/domain/pickup';
import { ConsignmentEntity } from './database/consignment.entity';

export interface ConsignmentErrorItem {
  code: string;
  description: string;
}

/** Every answer of the consignment calls (spec section 7): the consignments, and errors de-duplicated by code in the caller's language. */
export interface ConsignmentsAnswer {
  consignments: unknown[];
  errors: ConsignmentErrorItem[];
}

export function consignmentsAnswer(consignments: unknown[], errorCodes: readonly string[] = []): ConsignmentsAnswer {
  const language = requestContext.language();
  const codes = [...new Set(errorCodes)];
  return {
    consignments,
    errors: codes.map((code) => ({ code, description: translate((isMessageCode(code) ? code : 'ERROR.UNDEFINED') as MessageCode, language) })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A consignment id as the client sent it (text or number): a uuid, else nothing can match it. */
export function parseConsignmentId(raw: unknown): string | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && UUID.test(text.trim()) ? text.trim().toLowerCase() : undefined;
}

/** What the consignment and order handlers share: reads under tenancy (another customer's row is "not found"). */
@Injectable()
export class Consignments {
  constructor(private readonly tx: TransactionHost) {}

  /** The customer's consignee type from shipping's profile of it; the default when not yet known. */
  /** The customer's default consignee type; a customer shipping has no profile of writes nothing (503 until it hears of it). */
  async consigneeTypeOf(customerId: number): Promise<'company' | 'private'> {
    const profile = await this.tx.manager.findOneBy(CustomerProfileEntity, { customerId });
    if (!profile) throw new DomainError('unavailable', 'HTTP.SERVICE_UNAVAILABLE', {}, [], 'CUSTOMER_PROFILE.NOT_YET_KNOWN');
    return profile.consigneeType === 'private' ? 'private' : profile.consigneeType === 'company' ? 'company' : DEFAULT_CONSIGNEE_TYPE;
  }

  /** The caller's consignment (an admin's: anyone's), locked for update when in a transaction. */
  async owned(principal: Principal, rawId: unknown, lock = false): Promise<ConsignmentEntity> {
    const id = parseConsignmentId(rawId);
    if (!id) throw DomainError.notFound('TENANCY.NOT_FOUND');
    const row = await this.tx.manager.findOne(ConsignmentEntity, { where: { id }, ...(lock && this.tx.inTransaction ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    // Missing and another customer's answer the same, so ids cannot be probed.
    return ownedOrNotFound(principal, row);
  }
}

/** A booked consignment is kept as booked: its customer can neither change nor delete it. */
export function assertNotBooked(row: ConsignmentEntity): void {
  if (row.consignmentNo) throw new DomainError('conflict', 'CONSIGNMENT.ALREADY_BOOKED');
}

/** Pickup times are shown in Stockholm time with that moment's offset, whatever offset they came with. */
export const toAnswerDocument = (row: ConsignmentEntity): ConsignmentDocument => presentConsignment({ ...row.document, consignmentId: row.id, consignmentNo: row.consignmentNo });
