import { ApiSchemaObject, bool, dateTime, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import type { NewsArticle } from './news-article';

/** The spec's NewsArticle; `viewed` is the asking customer's. */
export const NEWS_ARTICLE_SCHEMA = namedSchema(
  'NewsArticle',
  objectOf<NewsArticle>({
    id: int,
    language: { type: 'string', enum: ['sv', 'en'], description: 'The asked language when the article has it, else sv' },
    articleType: str,
    dateCreated: dateTime,
    datePublish: dateTime,
    dateRemove: nullable(dateTime),
    header: str,
    message: { ...str, description: 'Sanitised HTML' },
    linkUrl: nullable(str),
    linkText: nullable(str),
    linkTarget: nullable(str),
    messageExtended: { ...str, description: 'Sanitised HTML' },
    picName: nullable(str),
    sortNr: int,
    viewed: bool,
  }),
);

const text = (maxLength: number, description?: string): ApiSchemaObject => ({
  type: 'string',
  nullable: true,
  maxLength,
  ...(description ? { description } : {}),
});

/** The English of an article: header and message required, the rest optional. */
const NEWS_ENGLISH_BODY: ApiSchemaObject = {
  type: 'object',
  nullable: true,
  required: ['header', 'message'],
  description: 'English texts; left out keeps them (none when creating), null removes them, an object replaces them',
  properties: {
    header: { type: 'string', maxLength: 200 },
    message: { type: 'string', maxLength: 20_000, description: 'HTML, sanitised' },
    messageExtended: text(100_000, 'HTML, sanitised'),
    linkText: text(200),
  },
};

/** What checkArticle accepts. On an update a field left out keeps its value, except dateRemove, the link fields and picName (cleared). */
export const NEWS_ARTICLE_BODY: ApiSchemaObject = {
  type: 'object',
  description: 'The Swedish texts (header and message are required when creating) and optionally the English ones under en',
  properties: {
    articleType: { ...text(40), default: 'news' },
    datePublish: { ...dateTime, nullable: true, description: 'Default: now' },
    dateRemove: { ...dateTime, nullable: true },
    header: text(200),
    message: text(20_000, 'HTML, sanitised'),
    messageExtended: text(100_000, 'HTML, sanitised'),
    linkUrl: { ...text(2000), pattern: '^https?://' },
    linkText: text(200),
    linkTarget: { type: 'string', nullable: true, enum: ['_self', '_blank'] },
    picName: text(200),
    sortNr: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 },
    en: NEWS_ENGLISH_BODY,
  },
};
