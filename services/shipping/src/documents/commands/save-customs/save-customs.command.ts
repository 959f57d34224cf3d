import type { Principal } from '@freight/kernel';
import type { SaveCustomsRequestDto } from './save-customs.request.dto';

export class SaveCustomsCommand {
  constructor(
    readonly principal: Principal,
    readonly consignmentId: string,
    readonly body: SaveCustomsRequestDto,
  ) {}
}
