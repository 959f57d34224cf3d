import type { Principal } from '@freight/kernel';

export class GetOrderQuery {
  constructor(
    readonly principal: Principal,
    readonly orderNo: string,
  ) {}
}
