import { Injectable } from '@nestjs/common';
import { DomainError, FieldError, Language, parseId, Principal, requestContext, TransactionHost } from '@freight/kernel';
import { sanitizeHtml } from './sanitize';
import { objectBody } from '../http/body';
import { contentNotFound } from '../content.errors';
import type { ContentBlock } from './content-block';

const COLUMNS = 'id, language, key, home, subject, content';
const MAX_CONTENT_LENGTH = 100_000;
export const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;

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
    if (!block) throw contentNotFound();
    return block;
  }

  async byKey(key: string, language: Language): Promise<ContentBlock> {
    const [block] = await this.find('key = $1', [key], language);
    if (!block) throw contentNotFound();
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
        if (!exists.length) throw contentNotFound();
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

/** A block id from the path; one that is not an id names no block. */
export function blockIdOf(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw contentNotFound();
  return id;
}
