import type { Principal } from '@freight/kernel';
import type { PrintFormat } from '@freight/reference-data';

/** Print the documents of one or more booked consignments (by consignment id or order number) in one file. */
export class PrintConsignmentsCommand {
  constructor(
    readonly principal: Principal,
    readonly ids: readonly unknown[],
    readonly format: PrintFormat,
  ) {}
}
