import { Body, Controller, Get, HttpCode, Injectable, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import {
  assertAdmin,
  CurrentPrincipal,
  DomainError,
  FastifyReply,
  FieldError,
  Language,
  parseId,
  parseListQuery,
  Principal,
  Public,
  requestContext,
  setContentRange,
  TransactionHost,
} from '@freight/kernel';
import { sanitizeHtml } from './sanitize';
import { objectBody } from '../http/body';
import type { ContentBlock } from './content-block';
import { CONTENT_BLOCK_BODY, CONTENT_BLOCK_SCHEMA } from './content-blocks.openapi';

const COLUMNS = 'id, language, key, home, subject, content';
const MAX_CONTENT_LENGTH = 100_000;
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/** The language asked for in ?language=, else the caller's (Accept-Language); sv when neither is sv or en. */
export function languageOf(raw: unknown): Language {
  if (raw === 'sv' || raw === 'en') return raw;
  if (raw !== undefined && raw !== '') throw DomainError.invalid([{ field: 'language', code: 'VALIDATION.INVALID_FORMAT' }]);
  return requestContext.language();
}

/** Content blocks by id, by key and the home blocks, in the asked language or else Swedish. */
@Injectable()
export class ContentBlocks {
  constructor(private readonly tx: TransactionHost) {}

  /** One row per block: the asked language's when it exists, else the Swedish one (the fallback of every block). */
  private async find(where: string, params: unknown[], language: Language): Promise<ContentBlock[]> {
    return this.tx.manager.query(
      `SELECT DISTINCT ON (id) ${COLUMNS} FROM content_blocks WHERE ${where} AND language IN ($${params.length + 1}, 'sv')
        ORDER BY id, (language = $${params.length + 1}) DESC`,
      [...params, language],
    );
  }

  async byId(id: number, language: Language): Promise<ContentBlock> {
    const [block] = await this.find('id = $1', [id], language);
    if (!block) throw DomainError.notFound('CONTENT.NOT_FOUND');
    return block;
  }

  async byKey(key: string, language: Language): Promise<ContentBlock> {
    const [block] = await this.find('key = $1', [key], language);
    if (!block) throw DomainError.notFound('CONTENT.NOT_FOUND');
    return block;
  }

  home(language: Language): Promise<ContentBlock[]> {
    return this.find('home', [], language);
  }

  async list(
    sort: { field: 'id' | 'key'; order: 'ASC' | 'DESC' },
    range: { start: number; end: number },
  ): Promise<{ rows: ContentBlock[]; total: number }> {
    const rows: (ContentBlock & { total: number })[] = await this.tx.manager.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM content_blocks ORDER BY ${sort.field} ${sort.order}, id, language LIMIT $1 OFFSET $2`,
      [range.end - range.start + 1, range.start],
    );
    return { rows: rows.map(({ total: _total, ...block }) => block), total: rows[0]?.total ?? 0 };
  }

  /** Creates (no id) or replaces one language of a block; the HTML is sanitised before it is stored. */
  async save(principal: Principal, id: number | undefined, body: unknown): Promise<ContentBlock> {
    const input = checkBlock(body);
    return this.tx.run(async (manager) => {
      const blockId = id ?? Number((await manager.query(`SELECT nextval('content_block_ids') AS id`))[0].id);
      if (id !== undefined) {
        const exists = await manager.query('SELECT 1 FROM content_blocks WHERE id = $1 LIMIT 1', [id]);
        if (!exists.length) throw DomainError.notFound('CONTENT.NOT_FOUND');
      }
      // A key or the home flag belongs to the whole block, in every language.
      await manager.query('UPDATE content_blocks SET key = $2, home = $3 WHERE id = $1', [blockId, input.key, input.home]);
      const taken = input.key
        ? await manager.query('SELECT 1 FROM content_blocks WHERE key = $1 AND id <> $2 LIMIT 1', [input.key, blockId])
        : [];
      if (taken.length) throw DomainError.invalid([{ field: 'key', code: 'VALIDATION.INVALID_FORMAT' }]);
      const [row] = await manager.query(
        `INSERT INTO content_blocks (id, language, key, home, subject, content, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id, language) DO UPDATE SET key = EXCLUDED.key, home = EXCLUDED.home, subject = EXCLUDED.subject, content = EXCLUDED.content,
           updated_at = now(), updated_by = EXCLUDED.updated_by
         RETURNING ${COLUMNS}`,
        [blockId, input.language, input.key, input.home, input.subject, sanitizeHtml(input.content), principal.userId],
      );
      return row;
    });
  }
}

function checkBlock(body: unknown) {
  const b = objectBody(body);
  const errors: FieldError[] = [];
  if (b.language !== 'sv' && b.language !== 'en')
    errors.push({ field: 'language', code: b.language === undefined ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_FORMAT' });
  if (typeof b.subject !== 'string' || b.subject.trim() === '') errors.push({ field: 'subject', code: 'VALIDATION.REQUIRED' });
  else if (b.subject.length > 200) errors.push({ field: 'subject', code: 'VALIDATION.TOO_LONG' });
  if (typeof b.content !== 'string') errors.push({ field: 'content', code: 'VALIDATION.REQUIRED' });
  else if (b.content.length > MAX_CONTENT_LENGTH) errors.push({ field: 'content', code: 'VALIDATION.TOO_LONG' });
  if (b.key !== undefined && b.key !== null && (typeof b.key !== 'string' || !KEY_PATTERN.test(b.key)))
    errors.push({ field: 'key', code: 'VALIDATION.INVALID_FORMAT' });
  if (b.home !== undefined && typeof b.home !== 'boolean') errors.push({ field: 'home', code: 'VALIDATION.INVALID_FORMAT' });
  if (errors.length) throw DomainError.invalid(errors);
  return {
    language: b.language as Language,
    subject: (b.subject as string).trim(),
    content: b.content as string,
    key: (b.key as string | undefined) ?? null,
    home: (b.home as boolean | undefined) ?? false,
  };
}

/**
 * Content blocks (spec section 7). Reading is public: the welcome page and the site banner are shown before
 * sign-in. The HTML was sanitised when written and travels as a JSON string, never as a page of its own.
 * Writing is for admins (customer level 1).
 */
@Controller('content')
export class ContentHttpController {
  constructor(private readonly blocks: ContentBlocks) {}

  @Get('home')
  @ApiOkResponse({ description: 'The home blocks', schema: arrayOf(CONTENT_BLOCK_SCHEMA) })
  @Public()
  home(@Query('language') language: unknown): Promise<ContentBlock[]> {
    return this.blocks.home(languageOf(language));
  }

  @Get('key/:key')
  @ApiOkResponse({ schema: CONTENT_BLOCK_SCHEMA })
  @Public()
  byKey(@Param('key') key: string, @Query('language') language: unknown): Promise<ContentBlock> {
    if (!KEY_PATTERN.test(key)) throw DomainError.notFound('CONTENT.NOT_FOUND');
    return this.blocks.byKey(key, languageOf(language));
  }

  /** Admin: every block in every language, paged like every list. */
  @Get()
  @ApiOkResponse({
    description: 'Every block in every language, one page',
    schema: arrayOf(CONTENT_BLOCK_SCHEMA),
    headers: CONTENT_RANGE_HEADER,
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContentBlock[]> {
    assertAdmin(principal);
    const list = parseListQuery(query, { sortable: ['id', 'key'] as const, defaultSort: { field: 'id', order: 'ASC' }, maxPageSize: 200 });
    const { rows, total } = await this.blocks.list(list.sort, list.range);
    setContentRange(reply, 'content', list.range, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ schema: CONTENT_BLOCK_SCHEMA })
  @Public()
  byId(@Param('id') rawId: string, @Query('language') language: unknown): Promise<ContentBlock> {
    const id = parseId(rawId);
    if (id === undefined) throw DomainError.notFound('CONTENT.NOT_FOUND');
    return this.blocks.byId(id, languageOf(language));
  }

  /** Admin: a new block {language, subject, content, key?, home?}; 201 with the stored (sanitised) block. */
  @Post()
  @HttpCode(201)
  @ApiBody({ schema: CONTENT_BLOCK_BODY })
  @ApiCreatedResponse({ description: 'The stored (sanitised) block', schema: CONTENT_BLOCK_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ContentBlock> {
    assertAdmin(principal);
    return this.blocks.save(principal, undefined, body);
  }

  /** Admin: replaces one language of block {id} (adds it when the block lacks that language). */
  @Put(':id')
  @ApiBody({ schema: CONTENT_BLOCK_BODY })
  @ApiOkResponse({ description: 'The stored (sanitised) block', schema: CONTENT_BLOCK_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Param('id') rawId: string, @Body() body: unknown): Promise<ContentBlock> {
    assertAdmin(principal);
    const id = parseId(rawId);
    if (id === undefined) throw DomainError.notFound('CONTENT.NOT_FOUND');
    return this.blocks.save(principal, id, body);
  }
}
