export { NewsList } from './NewsList';
export { useUnreadNews } from './useNews';
export { newsResource } from './resource';
export { newsMessages } from './messages';
export type { NewsArticle } from './dataProvider';
