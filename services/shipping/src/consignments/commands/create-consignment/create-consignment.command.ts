import type { Principal } from '@freight/kernel';
import type { ConsignmentRequestDto } from '../../consignment.request.dto';

export class CreateConsignmentCommand {
  constructor(
    readonly principal: Principal,
    readonly body: ConsignmentRequestDto,
    readonly temporary: boolean,
  ) {}
}
