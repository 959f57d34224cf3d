import type { Principal } from '@freight/kernel';

export class ChoosePaperlessCommand {
  constructor(
    readonly principal: Principal,
    readonly consignmentId: string,
    readonly paperless: boolean,
  ) {}
}
