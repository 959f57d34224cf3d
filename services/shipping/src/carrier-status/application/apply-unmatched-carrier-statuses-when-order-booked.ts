import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { ApplyCarrierStatusHandler } from '../commands/apply-carrier-status/apply-carrier-status.handler';

/**
 * A carrier may report a number before our booking commits; such reports wait as unmatched until OrderBooked
 * brings them in. Most bookings have none waiting, so a chunk is first checked with one read and only a hit
 * costs a transaction: OrderBooked leaves the outbox after the booking committed, so the check misses nothing.
 */
@Injectable()
export class ApplyUnmatchedCarrierStatusesWhenOrderBooked implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly statuses: ApplyCarrierStatusHandler,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('OrderBooked', ApplyUnmatchedCarrierStatusesWhenOrderBooked.name, (event) => this.handle(event), {
      wanted: async (events) => {
        const waiting = await this.statuses.withUnmatched(events.map(({ data }) => data.consignmentNo.trim()));
        return events.map(({ data }) => waiting.has(data.consignmentNo.trim()));
      },
    });
  }

  async handle({ data }: InboundEvent<'OrderBooked'>): Promise<void> {
    if (data.consignmentNo.trim()) await this.statuses.applyUnmatched(data.consignmentNo.trim());
  }
}
