import { ApiSchemaObject, bool, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import type { ContentBlock } from './content-block';

const LANGUAGE: ApiSchemaObject = { type: 'string', enum: ['sv', 'en'] };

/** One language of a block; its HTML was sanitised when written. */
export const CONTENT_BLOCK_SCHEMA = namedSchema(
  'ContentBlock',
  objectOf<ContentBlock>({
    id: int,
    language: LANGUAGE,
    key: nullable(str),
    home: bool,
    subject: str,
    content: { ...str, description: 'Sanitised HTML' },
  }),
);

/** What checkBlock accepts. */
export const CONTENT_BLOCK_BODY: ApiSchemaObject = {
  type: 'object',
  required: ['language', 'subject', 'content'],
  properties: {
    language: LANGUAGE,
    subject: { ...str, maxLength: 200 },
    content: { ...str, maxLength: 100_000, description: 'HTML, sanitised before it is stored' },
    key: {
      type: 'string',
      nullable: true,
      pattern: '^[a-z0-9][a-z0-9._-]{0,99}$',
      description: 'Unique over the blocks; for the whole block, every language',
    },
    home: { ...bool, default: false, description: 'Shown on the welcome page; for the whole block' },
  },
};
