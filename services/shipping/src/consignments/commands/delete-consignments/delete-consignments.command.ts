import type { Principal } from '@freight/kernel';

export class DeleteConsignmentsCommand {
  constructor(
    readonly principal: Principal,
    readonly ids: readonly unknown[],
  ) {}
}
