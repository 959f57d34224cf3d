import type { Language } from '@freight/kernel';

/** Read by GET /order/{orderNo}: the order's reports with labels in the caller's language. */
export class GetOrderStatusHistoryQuery {
  constructor(
    readonly orderNo: string,
    readonly language: Language,
  ) {}
}
