import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { int, objectOf } from '@freight/runtime';
import { CurrentPrincipal, DomainError, parseId, Principal } from '@freight/kernel';
import { DeletePackageFavouriteCommand } from './delete-package-favourite.command';

const MAX_ID = 2_147_483_647;

/** DELETE /packagefavourite/{id}. Not for the demo (deny by default). */
@Controller('packagefavourite')
export class DeletePackageFavouriteHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ id: number }>({ id: int }) })
  delete(@CurrentPrincipal() principal: Principal, @Param('id') raw: string): Promise<{ id: number }> {
    // A malformed id names nothing the caller has: as unknown as another customer's.
    const id = parseId(raw);
    if (id === undefined || id < 1 || id > MAX_ID) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return this.commands.execute(new DeletePackageFavouriteCommand(principal, id));
  }
}
