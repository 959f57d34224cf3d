export { CONTENT_KEYS } from './content';
export type { ContentBlock } from './content';
export { ContentHtml } from './ContentHtml';
export { useContentByKey } from './useContentByKey';
