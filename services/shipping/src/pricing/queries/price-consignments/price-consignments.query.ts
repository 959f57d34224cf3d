import type { Principal } from '@freight/kernel';
import type { ConsignmentInput } from '../../../shared/freight/freight.types';

/** One consignment of the call, checked and mapped, with the product it names. */
export interface ConsignmentToPrice {
  /** The product: by the consignment's templateName, else by its transportProduct.code. */
  product: { templateName: string } | { code: string };
  consignment: ConsignmentInput;
}

export class PriceConsignmentsQuery {
  constructor(
    readonly principal: Principal,
    readonly consignments: readonly ConsignmentToPrice[],
  ) {}
}
