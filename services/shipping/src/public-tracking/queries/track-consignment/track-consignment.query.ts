import type { Language } from '@freight/kernel';

/** The public tracking page's question: a consignment number, and the receiver's postcode for more than town and status. */
export class TrackConsignmentQuery {
  constructor(
    readonly consignmentNo: string,
    readonly postcode: string | undefined,
    readonly language: Language,
    readonly today: string,
  ) {}
}
