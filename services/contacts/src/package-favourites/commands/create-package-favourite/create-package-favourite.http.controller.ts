import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import type { PackageFavourite } from '../../domain/package-favourite';
import { CREATE_PACKAGE_FAVOURITE_BODY, PACKAGE_FAVOURITE_SCHEMA } from '../../package-favourite.openapi';
import { CreatePackageFavouriteCommand } from './create-package-favourite.command';
import { CreatePackageFavouriteRequestDto } from './create-package-favourite.request.dto';

/** POST /packagefavourite: saves a goods row of step 1 under a name. Not for the demo (deny by default, as the address book). */
@Controller('packagefavourite')
export class CreatePackageFavouriteHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiBody({ schema: CREATE_PACKAGE_FAVOURITE_BODY })
  @ApiOkResponse({ description: 'The new package favourite', schema: PACKAGE_FAVOURITE_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreatePackageFavouriteRequestDto): Promise<PackageFavourite> {
    return this.commands.execute(new CreatePackageFavouriteCommand(principal, body));
  }
}
