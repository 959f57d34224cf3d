import type { Principal } from '@freight/kernel';

export class DeletePackageFavouriteCommand {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {}
}
