import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { CreditControl } from '../../application/credit-control';
import type { CreditControlResult } from '../../credit-control.openapi';
import { RunCreditControlCommand } from './run-credit-control.command';

@CommandHandler(RunCreditControlCommand)
export class RunCreditControlHandler implements ICommandHandler<RunCreditControlCommand, CreditControlResult> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly credit: CreditControl,
  ) {}

  async execute(): Promise<CreditControlResult> {
    return { changed: await this.tx.run(() => this.credit.evaluate()) };
  }
}
