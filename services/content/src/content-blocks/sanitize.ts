import { convert } from 'html-to-text';
import sanitize from 'sanitize-html';

/**
 * What content, news and HTML mail may keep: text formatting, lists, tables, links and pictures. Scripts,
 * styles, iframes, forms and every on* attribute go; links and pictures keep only http(s), mailto and tel
 * (so no javascript: or data: URLs), and a link that opens a new window gets rel="noopener noreferrer".
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** A member's own HTML mail: the same, without pictures (a remote picture is how a mail reports who opened it). */
const WITHOUT_PICTURES: sanitize.IOptions = { ...OPTIONS, allowedTags: (OPTIONS.allowedTags as string[]).filter((t) => t !== 'img') };

export function sanitizeHtmlWithoutPictures(html: string): string {
  return sanitize(html, WITHOUT_PICTURES).trim();
}

/** The plain-text part of an HTML mail: links as "text [url]", no images. */
export function htmlToText(html: string): string {
  return convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] }).trim();
}

/** HTML for a plain-text mail's HTML-less body shown in the sink list and for plain text stored as content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
