import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { StatementBatcher } from '@freight/kernel';
import type { CarrierStatusReport } from '../../domain/carrier-status';
import { ApplyCarrierStatusesCommand } from '../apply-carrier-statuses/apply-carrier-statuses.command';
import type { ApplyResult } from './apply-carrier-status.handler';

/**
 * The webhook's reports, applied a burst at a time: pushes that arrive while earlier ones are with the database
 * go in as one ApplyCarrierStatusesCommand (one statement and one outbox insert for all of them), which gives each
 * report the outcome applying them one after the other would. A carrier pushing 2 000 reports a second paid a
 * transaction per report. Alone, a push is applied at once.
 */
@Injectable()
export class CarrierStatusPushes {
  private readonly batcher = new StatementBatcher<CarrierStatusReport, ApplyResult>(
    (reports) =>
      this.commands.execute<ApplyCarrierStatusesCommand, ApplyResult[]>(
        new ApplyCarrierStatusesCommand(reports.map((report) => ({ report }))),
      ),
    { concurrency: 2, maxBatch: 200 },
  );

  constructor(private readonly commands: CommandBus) {}

  apply(report: CarrierStatusReport): Promise<ApplyResult> {
    return this.batcher.call(report);
  }
}
