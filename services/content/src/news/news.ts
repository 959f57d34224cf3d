import { Injectable } from '@nestjs/common';
import { DomainError, FieldError, isAdmin, Language, parseId, parseListQuery, Principal, TransactionHost } from '@freight/kernel';
import { newsNotFound } from '../content.errors';
import { sanitizeHtml } from '../content-blocks/sanitize';
import { objectBody } from '../http/body';
import { parseLinkUrl } from './news-link';
import type { NewsArticle } from './news-article';

/** Listed: published by now and not yet removed. */
const LISTED = 'a.date_publish <= now() AND (a.date_remove IS NULL OR a.date_remove > now())';
const SELECT = `SELECT a.id, a.article_type, a.date_created, a.date_publish, a.date_remove, a.header, a.message, a.link_url, a.link_text, a.link_target,
                       a.message_extended, a.pic_name, a.sort_nr, a.header_en, a.message_en, a.message_extended_en, a.link_text_en,
                       (v.article_id IS NOT NULL) AS viewed
                  FROM news_articles a LEFT JOIN news_views v ON v.article_id = a.id AND v.customer_id = $1`;
const SORTS = { sortNr: 'a.sort_nr', datePublish: 'a.date_publish', id: 'a.id', header: 'a.header' } as const;
type SortField = keyof typeof SORTS;
/** The header as shown: in English an article without English shows its Swedish one. */
const sortExpression = (field: SortField, language: Language) =>
  field === 'header' && language === 'en' ? 'coalesce(a.header_en, a.header)' : SORTS[field];

interface ArticleRow {
  id: string;
  article_type: string;
  date_created: Date;
  date_publish: Date;
  date_remove: Date | null;
  header: string;
  message: string;
  link_url: string | null;
  link_text: string | null;
  link_target: string | null;
  message_extended: string;
  pic_name: string | null;
  sort_nr: number;
  header_en: string | null;
  message_en: string | null;
  message_extended_en: string | null;
  link_text_en: string | null;
  viewed: boolean;
}

/** The article in `language` when it has that language (its English header says so), else in Swedish; never a mix. */
const toArticle = (r: ArticleRow, language: Language): NewsArticle => {
  const en = language === 'en' && r.header_en !== null;
  return {
    id: Number(r.id),
    language: en ? 'en' : 'sv',
    articleType: r.article_type,
    dateCreated: r.date_created.toISOString(),
    datePublish: r.date_publish.toISOString(),
    dateRemove: r.date_remove?.toISOString() ?? null,
    header: en ? r.header_en! : r.header,
    message: en ? (r.message_en ?? '') : r.message,
    linkUrl: r.link_url,
    linkText: en ? r.link_text_en : r.link_text,
    linkTarget: r.link_target,
    messageExtended: en ? (r.message_extended_en ?? '') : r.message_extended,
    picName: r.pic_name,
    sortNr: r.sort_nr,
    viewed: r.viewed,
  };
};

@Injectable()
export class News {
  constructor(private readonly tx: TransactionHost) {}

  /** Admin: every article, published or not; `viewed` is the admin's own. */
  async listAll(
    customerId: number,
    query: Record<string, unknown>,
    language: Language,
  ): Promise<{ rows: NewsArticle[]; total: number; range: { start: number } }> {
    const list = parseListQuery(query, {
      sortable: Object.keys(SORTS) as (keyof typeof SORTS)[],
      defaultSort: { field: 'id', order: 'DESC' },
      maxPageSize: 100,
    });
    const rows: (ArticleRow & { total: number })[] = await this.tx.manager.query(
      `${SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')} ORDER BY ${sortExpression(list.sort.field, language)} ${list.sort.order}, a.id DESC LIMIT $2 OFFSET $3`,
      [customerId, list.range.end - list.range.start + 1, list.range.start],
    );
    return { rows: rows.map((r) => toArticle(r, language)), total: rows[0]?.total ?? 0, range: list.range };
  }

  async list(
    customerId: number,
    query: Record<string, unknown>,
    language: Language,
  ): Promise<{ rows: NewsArticle[]; total: number; range: { start: number } }> {
    const list = parseListQuery(query, {
      sortable: Object.keys(SORTS) as (keyof typeof SORTS)[],
      defaultSort: { field: 'sortNr', order: 'ASC' },
      maxPageSize: 100,
    });
    const viewed = list.filter.viewed;
    if (viewed !== undefined && typeof viewed !== 'boolean')
      throw DomainError.invalid([{ field: 'filter.viewed', code: 'VALIDATION.INVALID_FORMAT' }]);
    const viewedFilter = viewed === undefined ? '' : `AND (v.article_id IS NOT NULL) = ${viewed ? 'TRUE' : 'FALSE'}`;
    const rows: (ArticleRow & { total: number })[] = await this.tx.manager.query(
      `${SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')} WHERE ${LISTED} ${viewedFilter}
        ORDER BY ${sortExpression(list.sort.field, language)} ${list.sort.order}, a.date_publish DESC, a.id DESC LIMIT $2 OFFSET $3`,
      [customerId, list.range.end - list.range.start + 1, list.range.start],
    );
    return { rows: rows.map((r) => toArticle(r, language)), total: rows[0]?.total ?? 0, range: list.range };
  }

  /** A listed article (an admin also sees unpublished and removed ones). */
  async get(principal: Principal, id: number, language: Language): Promise<NewsArticle> {
    const rows: ArticleRow[] = await this.tx.manager.query(`${SELECT} WHERE a.id = $2 ${isAdmin(principal) ? '' : `AND ${LISTED}`}`, [
      principal.customerId,
      id,
    ]);
    if (!rows.length) throw newsNotFound();
    return toArticle(rows[0], language);
  }

  /** Idempotent: the first view is kept. Answers the customer's unread count after it. */
  async markViewed(customerId: number, id: number): Promise<{ id: number; viewed: true; unread: number }> {
    const listed = await this.tx.manager.query(`SELECT 1 FROM news_articles a WHERE a.id = $1 AND ${LISTED}`, [id]);
    if (!listed.length) throw newsNotFound();
    await this.tx.manager.query('INSERT INTO news_views (customer_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      customerId,
      id,
    ]);
    return { id, viewed: true, unread: await this.unread(customerId) };
  }

  async unread(customerId: number): Promise<number> {
    const [{ n }] = await this.tx.manager.query(
      `SELECT count(*)::int AS n FROM news_articles a WHERE ${LISTED} AND NOT EXISTS (SELECT 1 FROM news_views v WHERE v.article_id = a.id AND v.customer_id = $1)`,
      [customerId],
    );
    return n;
  }

  /** Creates (no id) or updates an article; `en` in the body adds or replaces its English, `en: null` removes it. */
  async save(id: number | undefined, body: unknown, language: Language): Promise<NewsArticle> {
    const a = checkArticle(body, id === undefined);
    const en = [a.en !== undefined, a.en?.header ?? null, a.en?.message ?? null, a.en?.messageExtended ?? null, a.en?.linkText ?? null];
    const values = [
      a.articleType,
      a.datePublish,
      a.dateRemove,
      a.header,
      a.message,
      a.messageExtended,
      a.linkUrl,
      a.linkText,
      a.linkTarget,
      a.picName,
      a.sortNr,
    ];
    const rows: { id: string }[] =
      id === undefined
        ? await this.tx.manager.query(
            `INSERT INTO news_articles (article_type, date_publish, date_remove, header, message, message_extended, link_url, link_text, link_target, pic_name, sort_nr,
                                        header_en, message_en, message_extended_en, link_text_en)
             VALUES (coalesce($1, 'news'), coalesce($2, now()), $3, $4, $5, coalesce($6, ''), $7, $8, $9, $10, coalesce($11, 0), $12, $13, $14, $15) RETURNING id`,
            [...values, ...en.slice(1)],
          )
        : await this.tx.manager.query(
            `WITH updated AS (UPDATE news_articles SET article_type = coalesce($1, article_type), date_publish = coalesce($2, date_publish), date_remove = $3,
               header = coalesce($4, header), message = coalesce($5, message), message_extended = coalesce($6, message_extended), link_url = $7,
               link_text = $8, link_target = $9, pic_name = $10, sort_nr = coalesce($11, sort_nr),
               header_en = CASE WHEN $13 THEN $14 ELSE header_en END, message_en = CASE WHEN $13 THEN $15 ELSE message_en END,
               message_extended_en = CASE WHEN $13 THEN $16 ELSE message_extended_en END, link_text_en = CASE WHEN $13 THEN $17 ELSE link_text_en END
             WHERE id = $12 RETURNING id)
             SELECT id FROM updated`,
            [...values, id, ...en],
          );
    if (!rows.length) throw newsNotFound();
    const [row]: ArticleRow[] = await this.tx.manager.query(`${SELECT} WHERE a.id = $2`, [0, rows[0].id]);
    return toArticle(row, language);
  }

  async remove(id: number): Promise<void> {
    const rows = await this.tx.manager.query(
      'WITH deleted AS (DELETE FROM news_articles WHERE id = $1 RETURNING id) SELECT id FROM deleted',
      [id],
    );
    if (!rows.length) throw newsNotFound();
  }
}

const LINK_TARGETS = ['_self', '_blank'];

/** An admin's article; `message` and `messageExtended` are HTML and are sanitised, the link only http(s). */
function checkArticle(body: unknown, creating: boolean) {
  const b = objectBody(body);
  const errors: FieldError[] = [];
  const text = (field: string, max: number, required: boolean): string | null => {
    const v = b[field];
    if (v === undefined || v === null || v === '') {
      if (required) errors.push({ field, code: 'VALIDATION.REQUIRED' });
      return null;
    }
    if (typeof v !== 'string') errors.push({ field, code: 'VALIDATION.INVALID_FORMAT' });
    else if (v.length > max) errors.push({ field, code: 'VALIDATION.TOO_LONG' });
    else return v;
    return null;
  };
  const date = (field: string): Date | null => {
    const v = b[field];
    if (v === undefined || v === null || v === '') return null;
    const d = typeof v === 'string' ? new Date(v) : new Date(NaN);
    if (Number.isNaN(d.getTime())) errors.push({ field, code: 'VALIDATION.INVALID_FORMAT' });
    return d;
  };
  const header = text('header', 200, creating);
  const message = text('message', 20_000, creating);
  const messageExtended = text('messageExtended', 100_000, false);
  const rawLinkUrl = text('linkUrl', 2000, false);
  const linkUrl = rawLinkUrl === null ? null : (parseLinkUrl(rawLinkUrl) ?? null);
  if (rawLinkUrl !== null && linkUrl === null) errors.push({ field: 'linkUrl', code: 'VALIDATION.INVALID_FORMAT' });
  const linkTarget = text('linkTarget', 20, false);
  if (linkTarget && !LINK_TARGETS.includes(linkTarget)) errors.push({ field: 'linkTarget', code: 'VALIDATION.INVALID_FORMAT' });
  const sortNr = b.sortNr;
  if (sortNr !== undefined && (!Number.isInteger(sortNr) || Math.abs(sortNr as number) > 1_000_000))
    errors.push({ field: 'sortNr', code: 'VALIDATION.NOT_A_NUMBER' });
  const result = {
    articleType: text('articleType', 40, false),
    datePublish: date('datePublish'),
    dateRemove: date('dateRemove'),
    header: header?.trim() ?? null,
    message: message === null ? null : sanitizeHtml(message),
    messageExtended: messageExtended === null ? null : sanitizeHtml(messageExtended),
    linkUrl,
    linkText: text('linkText', 200, false),
    linkTarget,
    picName: text('picName', 200, false),
    sortNr: (sortNr as number | undefined) ?? null,
    en: checkEnglish(b.en, errors),
  };
  if (errors.length) throw DomainError.invalid(errors);
  return result;
}

/**
 * The English of an article: left out keeps what is there (nothing, when creating), null removes it, an object
 * {header, message, messageExtended?, linkText?} replaces it whole. Its HTML is sanitised like the Swedish.
 */
function checkEnglish(
  raw: unknown,
  errors: FieldError[],
): { header: string; message: string; messageExtended: string; linkText: string | null } | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push({ field: 'en', code: 'VALIDATION.INVALID_FORMAT' });
    return undefined;
  }
  const en = raw as Record<string, unknown>;
  const text = (field: string, max: number, required: boolean): string | null => {
    const v = en[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      if (required) errors.push({ field: `en.${field}`, code: 'VALIDATION.REQUIRED' });
      return null;
    }
    if (typeof v !== 'string') errors.push({ field: `en.${field}`, code: 'VALIDATION.INVALID_FORMAT' });
    else if (v.length > max) errors.push({ field: `en.${field}`, code: 'VALIDATION.TOO_LONG' });
    else return v;
    return null;
  };
  const header = text('header', 200, true);
  const message = text('message', 20_000, true);
  const messageExtended = text('messageExtended', 100_000, false);
  const linkText = text('linkText', 200, false);
  if (header === null || message === null) return undefined;
  return {
    header: header.trim(),
    message: sanitizeHtml(message),
    messageExtended: messageExtended === null ? '' : sanitizeHtml(messageExtended),
    linkText,
  };
}

/** An article id from the path; one that is not an id names no article. */
export function newsIdOf(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw newsNotFound();
  return id;
}

/** A page of articles and where it starts, for Content-Range. */
export interface NewsPage {
  rows: NewsArticle[];
  total: number;
  range: { start: number };
}
