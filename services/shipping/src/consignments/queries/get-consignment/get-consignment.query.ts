import type { Principal } from '@freight/kernel';

export class GetConsignmentQuery {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {}
}
