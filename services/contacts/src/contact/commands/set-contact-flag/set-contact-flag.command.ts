import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { FlagField } from '../../domain/contact-fields';

export class SetContactFlagCommand extends Command<{ ids: number[]; checked: boolean }> {
  constructor(
    readonly principal: Principal,
    readonly ids: number[],
    readonly flag: Exclude<FlagField, 'primary'>,
    readonly checked: boolean,
  ) {
    super();
  }
}
