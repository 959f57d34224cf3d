import { Query } from '@nestjs/cqrs';

export interface BalanceResponse {
  compId: number | null;
  creditLimit: string;
  unbilled: string;
  overdue: string;
  notOverdue: string;
  balance: string;
  creditBlock: boolean;
}

export class GetBalanceQuery extends Query<BalanceResponse> {
  constructor(
    readonly customerId: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
