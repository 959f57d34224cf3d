import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { ApplyCarrierStatusHandler } from '../commands/apply-carrier-status/apply-carrier-status.handler';

/**
 * A carrier may report CONFIRMED before our booking transaction commits (it gave us the number moments
 * earlier). Such reports wait as unmatched; booking's own event brings them in, without booking having
 * to know about carrier statuses.
 *
 * Nearly every booking has nothing waiting, so the events are first checked with one read outside any
 * transaction (one for a whole chunk of them), and only a consignment number with unmatched reports costs a
 * transaction and an inbox row.
 * The check misses nothing the transaction would have caught: OrderBooked leaves the outbox only after the
 * booking committed, so a report looked up after that finds the booked order itself and never waits as
 * unmatched; and a report that does wait was committed by a transaction that either ended before the check
 * (the check sees it) or not (the DELETE that used to run here would not have seen it either: both read
 * committed rows as of their statement). Skipping the inbox row is harmless: a redelivered OrderBooked is
 * checked again, and anything found is applied once by the history's (carrier, event id) key.
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
