import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly, CurrentPrincipal, Principal } from '@freight/kernel';
import { CONTENT_BLOCK_BODY, CONTENT_BLOCK_SCHEMA } from '../../content-blocks.openapi';
import { blockIdOf } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { UpdateBlockCommand } from './update-block.command';

/** PUT /content/{id}. Admin only. */
@Controller('content')
export class UpdateBlockHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Admin: replaces one language of block {id} (adds it when the block lacks that language). */
  @AdminOnly()
  @Put(':id')
  @ApiBody({ schema: CONTENT_BLOCK_BODY })
  @ApiOkResponse({ description: 'The stored (sanitised) block', schema: CONTENT_BLOCK_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Param('id') rawId: string, @Body() body: unknown): Promise<ContentBlock> {
    const id = blockIdOf(rawId);
    return this.commands.execute(new UpdateBlockCommand(principal, id, body));
  }
}
