import type { Principal } from '@freight/kernel';
import type { CreateOrderRequestDto } from './create-order.request.dto';

export class CreateOrderCommand {
  constructor(
    readonly principal: Principal,
    readonly body: CreateOrderRequestDto,
  ) {}
}
