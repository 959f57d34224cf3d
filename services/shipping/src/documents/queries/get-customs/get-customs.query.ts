import type { Principal } from '@freight/kernel';

export class GetCustomsQuery {
  constructor(
    readonly principal: Principal,
    readonly consignmentId: string,
  ) {}
}
