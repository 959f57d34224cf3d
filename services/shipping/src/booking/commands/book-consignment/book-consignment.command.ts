import type { Principal } from '@freight/kernel';
import type { ConsignmentRequestDto } from '../../../consignments/consignment.request.dto';

export class BookConsignmentCommand {
  constructor(
    readonly principal: Principal,
    readonly body: ConsignmentRequestDto,
  ) {}
}
