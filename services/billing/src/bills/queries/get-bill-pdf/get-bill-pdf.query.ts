import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';

export class GetBillPdfQuery extends Query<{ fileName: string; pdf: Buffer }> {
  constructor(
    readonly principal: Principal,
    readonly billId: number,
  ) {
    super();
  }
}
