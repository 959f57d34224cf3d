import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse } from '@nestjs/swagger';
import { AdminOnly, CurrentPrincipal, Principal } from '@freight/kernel';
import { CONTENT_BLOCK_BODY, CONTENT_BLOCK_SCHEMA } from '../../content-blocks.openapi';
import type { ContentBlock } from '../../content-block';
import { CreateBlockCommand } from './create-block.command';

/** POST /content. Admin only. */
@Controller('content')
export class CreateBlockHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Admin: a new block {language, subject, content, key?, home?}; 201 with the stored (sanitised) block. */
  @AdminOnly()
  @Post()
  @HttpCode(201)
  @ApiBody({ schema: CONTENT_BLOCK_BODY })
  @ApiCreatedResponse({ description: 'The stored (sanitised) block', schema: CONTENT_BLOCK_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ContentBlock> {
    return this.commands.execute(new CreateBlockCommand(principal, body));
  }
}
