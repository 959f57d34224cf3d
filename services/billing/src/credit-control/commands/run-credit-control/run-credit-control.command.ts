import { Command } from '@nestjs/cqrs';
import type { CreditControlResult } from '../../credit-control.openapi';

/** An admin re-checks every customer's credit now (it also runs every morning). */
export class RunCreditControlCommand extends Command<CreditControlResult> {}
