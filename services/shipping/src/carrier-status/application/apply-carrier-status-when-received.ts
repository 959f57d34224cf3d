import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_LOGGER, AppLogger } from '@freight/kernel';
import { causeOf, EventSubscriptions, InboundEvent } from '@freight/messaging';
import type { ApplyResult } from '../commands/apply-carrier-status/apply-carrier-status.handler';
import { ApplyCarrierStatusesCommand, ReceivedCarrierStatus } from '../commands/apply-carrier-statuses/apply-carrier-statuses.command';
import { carrierStatusDedupeKey, checkCarrierStatus } from '../domain/carrier-status';

/**
 * carrier.status.v1 as carriers and integrators produce it: protobuf binary from our own tools, the
 * protobuf JSON mapping without headers from kcat and the like. The inbox key is the payload's
 * carrier code and event id, so a record produced twice by hand is applied once.
 *
 * A chunk of records is applied as one command: a busy topic (thousands of reports a second) cannot afford
 * a statement per report. A record retried alone (a failed chunk applied record by record) is a chunk of one.
 */
@Injectable()
export class ApplyCarrierStatusWhenReceived implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly commands: CommandBus,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onChunk('CarrierStatusReceived', ApplyCarrierStatusWhenReceived.name, (events) => this.handle(events), {
      dedupeKey: carrierStatusDedupeKey,
    });
  }

  async handle(events: InboundEvent<'CarrierStatusReceived'>[]): Promise<void> {
    const now = new Date();
    const reports: ReceivedCarrierStatus[] = [];
    for (const { envelope, data } of events) {
      const checked = checkCarrierStatus(data, now);
      if ('errors' in checked) {
        // Nobody to answer on a topic, and a record that never validates would block its partition: log it, move on.
        this.logger.warn(
          { eventId: envelope.eventId, consignmentNo: data.consignmentNo, carrierCode: data.carrierCode, errors: checked.errors },
          'skipping a carrier status that does not validate',
        );
        continue;
      }
      reports.push({ report: checked.report, causedBy: causeOf(envelope) });
    }
    if (reports.length) await this.commands.execute<ApplyCarrierStatusesCommand, ApplyResult[]>(new ApplyCarrierStatusesCommand(reports));
  }
}
