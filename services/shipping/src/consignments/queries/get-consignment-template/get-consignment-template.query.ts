import type { Principal } from '@freight/kernel';

export class GetConsignmentTemplateQuery {
  constructor(readonly principal: Principal) {}
}
