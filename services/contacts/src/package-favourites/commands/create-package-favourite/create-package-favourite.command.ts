import type { Principal } from '@freight/kernel';
import type { CreatePackageFavouriteRequestDto } from './create-package-favourite.request.dto';

export class CreatePackageFavouriteCommand {
  constructor(
    readonly principal: Principal,
    readonly body: CreatePackageFavouriteRequestDto,
  ) {}
}
