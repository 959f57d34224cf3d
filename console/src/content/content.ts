import type { ApiAnswer, Schema } from '../api/types';

/**
 * GET /api/content/{id}?language= and /api/content/key/{key}?language= (spec 3, Content), or a product's terms
 * shown the same way (language: the one asked for).
 */
export type ContentBlock = Pick<Schema<'ContentBlock'>, 'subject' | 'content'> &
  Partial<Pick<Schema<'ContentBlock'>, 'id'>> & { language: string };

/** Content keys used by the console (spec 7, News and content). */
export const CONTENT_KEYS = {
  loggedOut: 'freight.page.loggedout',
  siteWarning: 'freight.error.site',
} as const;

/**
 * What an info link opens in the content modal. `subject` is the link's own text: it titles the
 * modal until the content arrives and is what the info_popup event reports, known at the click.
 * - id, key: a page of the content service (by id as spec 2.6/7 has it, or by key)
 * - terms: a product's terms of delivery (FreightService.textId), which the shipping service
 *   answers at GET /api/freightservice/term/{id} as plain text
 */
export type ContentSource =
  | { kind: 'id'; id: string | number; subject: string }
  | { kind: 'key'; key: string; subject: string }
  | { kind: 'terms'; termId: number; subject: string };

export interface ContentApi {
  getContentById(id: string | number, language: string): Promise<ContentBlock>;
  getContentByKey(key: string, language: string): Promise<ContentBlock>;
  getTerm(id: number): Promise<ApiAnswer<'/api/freightservice/term/{id}', 'get'>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The content a source stands for, as one block with HTML content (plain terms text is escaped, one paragraph per line). */
export const loadContent = async (api: ContentApi, source: ContentSource, language: string): Promise<ContentBlock> => {
  switch (source.kind) {
    case 'id':
      return api.getContentById(source.id, language);
    case 'key':
      return api.getContentByKey(source.key, language);
    case 'terms': {
      const term = await api.getTerm(source.termId);
      const paragraphs = String(term.text ?? '')
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
      return { id: term.id, language, subject: source.subject, content: paragraphs.join('') };
    }
  }
};

/** The page a source names, whatever its kind (the content query key holds it as text). */
export const sourceRef = (source: ContentSource): string =>
  String(source.kind === 'id' ? source.id : source.kind === 'key' ? source.key : source.termId);

export const sameSource = (a: ContentSource | undefined, b: ContentSource | undefined) =>
  !!a && !!b && a.kind === b.kind && sourceRef(a) === sourceRef(b);
