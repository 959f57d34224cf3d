import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ContactResponse } from '../../database/contact-rows';

export class GetContactQuery extends Query<ContactResponse> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {
    super();
  }
}
