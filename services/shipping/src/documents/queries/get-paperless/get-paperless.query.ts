import type { Principal } from '@freight/kernel';

export class GetPaperlessQuery {
  constructor(
    readonly principal: Principal,
    readonly consignmentId: string,
  ) {}
}
