import { Injectable } from '@nestjs/common';
import { DomainError, ownedOrNotFound, Principal, TransactionHost } from '@freight/kernel';
import { CustomerProfiles } from '../../customer-profiles/customer-profiles';
import { ConsignmentEntity } from '../database/consignment.entity';
import { parseConsignmentId } from '../domain/consignment-id';
import { bookingDefaults, type BookingDefaults } from '../domain/booking-defaults';
import { customerProfileNotYetKnown } from '../../customer-profiles/customer-profile.errors';
import { consignmentAlreadyBooked } from '../domain/consignment.errors';

/** What the consignment and order handlers share: reads under tenancy (another customer's row is "not found"). */
@Injectable()
export class Consignments {
  constructor(
    private readonly tx: TransactionHost,
    private readonly profiles: CustomerProfiles,
  ) {}

  /** The customer's default consignee type; a customer shipping has no profile of writes nothing (503 until it hears of it). */
  async consigneeTypeOf(customerId: number): Promise<'company' | 'private'> {
    return (await this.bookingDefaultsOf(customerId)).consigneeType;
  }

  /** The customer's booking defaults (its settings, as CustomerProfileChanged told them); 503 until shipping heard of it. */
  async bookingDefaultsOf(customerId: number): Promise<BookingDefaults> {
    const profile = await this.profiles.bookingSettings(customerId);
    if (!profile) throw customerProfileNotYetKnown();
    return bookingDefaults(profile);
  }

  /** The caller's consignment (an admin's: anyone's), locked for update when in a transaction. */
  async owned(principal: Principal, rawId: unknown, lock = false): Promise<ConsignmentEntity> {
    const id = parseConsignmentId(rawId);
    if (!id) throw DomainError.notFound('TENANCY.NOT_FOUND');
    const row = await this.tx.manager.findOne(ConsignmentEntity, {
      where: { id },
      ...(lock && this.tx.inTransaction ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    // Missing and another customer's answer the same, so ids cannot be probed.
    return ownedOrNotFound(principal, row);
  }
}

/** A booked consignment is kept as booked: its customer can neither change nor delete it. */
export function assertNotBooked(row: ConsignmentEntity): void {
  if (row.consignmentNo) throw consignmentAlreadyBooked();
}
