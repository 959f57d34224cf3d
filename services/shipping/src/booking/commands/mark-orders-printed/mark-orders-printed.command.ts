import type { Principal } from '@freight/kernel';

export class MarkOrdersPrintedCommand {
  constructor(
    readonly principal: Principal,
    readonly orderNos: readonly unknown[],
  ) {}
}
