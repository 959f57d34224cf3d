import type { Principal } from '@freight/kernel';

export class DeleteOrdersCommand {
  constructor(
    readonly principal: Principal,
    readonly orderNos: readonly unknown[],
  ) {}
}
