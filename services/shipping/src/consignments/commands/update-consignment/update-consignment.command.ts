import type { Principal } from '@freight/kernel';
import type { ConsignmentRequestDto } from '../../consignment.request.dto';

export class UpdateConsignmentCommand {
  constructor(
    readonly principal: Principal,
    readonly body: ConsignmentRequestDto,
  ) {}
}
