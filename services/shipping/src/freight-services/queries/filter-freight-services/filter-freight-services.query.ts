import type { Principal } from '@freight/kernel';
import type { ConsignmentInput } from '../../../shared/freight/freight.types';

export class FilterFreightServicesQuery {
  constructor(
    readonly principal: Principal,
    /** The customer searched for: the body's custId, else the caller's. */
    readonly customerId: number,
    readonly consignment: ConsignmentInput,
    readonly guaranteeService: boolean,
    /** Carriers the client narrows the search to; undefined or empty = the customer's choice as stored. */
    readonly carriers: readonly number[] | undefined,
  ) {}
}
