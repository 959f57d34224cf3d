import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_LOGGER, AppLogger } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { ApplyCarrierStatusCommand, ApplyResult } from '../commands/apply-carrier-status.handler';
import { carrierStatusDedupeKey, checkCarrierStatus } from '../domain/carrier-status';

/**
 * carrier.status.v1 as carriers and integrators produce it: protobuf binary from our own tools, the
 * protobuf JSON mapping without headers from kcat and the like. The inbox key is the payload's
 * carrier code and event id, so a record produced twice by hand is applied once.
 */
@Injectable()
export class ApplyCarrierStatusWhenReceived implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly commands: CommandBus,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CarrierStatusReceived', ApplyCarrierStatusWhenReceived.name, (event) => this.handle(event), { dedupeKey: carrierStatusDedupeKey });
  }

  async handle({ envelope, data }: InboundEvent<'CarrierStatusReceived'>): Promise<void> {
    const checked = checkCarrierStatus(data, new Date());
    if ('errors' in checked) {
      // Nobody to answer on a topic, and a record that never validates would block its partition: log it, move on.
      this.logger.warn({ eventId: envelope.eventId, consignmentNo: data.consignmentNo, carrierCode: data.carrierCode, errors: checked.errors }, 'skipping a carrier status that does not validate');
      return;
    }
    await this.commands.execute<ApplyCarrierStatusCommand, ApplyResult>(new ApplyCarrierStatusCommand(checked.report));
  }
}
