import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { ApplyCarrierStatusHandler } from '../commands/apply-carrier-status.handler';

/**
 * A carrier may report CONFIRMED before our booking transaction commits (it gave us the number moments
 * earlier). Such reports wait as unmatched; booking's own event brings them in, without booking having
 * to know about carrier statuses.
 */
@Injectable()
export class ApplyUnmatchedCarrierStatusesWhenOrderBooked implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly statuses: ApplyCarrierStatusHandler,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('OrderBooked', ApplyUnmatchedCarrierStatusesWhenOrderBooked.name, (event) => this.handle(event));
  }

  async handle({ data }: InboundEvent<'OrderBooked'>): Promise<void> {
    if (data.consignmentNo.trim()) await this.statuses.applyUnmatched(data.consignmentNo.trim());
  }
}
