import type { Principal } from '@freight/kernel';
import type { UpdateOrderRequestDto } from './update-order.request.dto';

export class UpdateOrderCommand {
  constructor(
    readonly principal: Principal,
    readonly body: UpdateOrderRequestDto,
  ) {}
}
