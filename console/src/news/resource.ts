import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';
import { NEWS_RESOURCE, type NewsArticle } from './dataProvider';

/**
 * The news resource as App.tsx mounts it (issue 26), without its screen so the first load carries none of it: the
 * list lives on the spec's /info/news under the page's text, where /news leads; an article opens in the list's dialog.
 */
export const newsResource = {
  name: NEWS_RESOURCE,
  list: () => createElement(Navigate, { to: pathTo('news'), replace: true }),
  recordRepresentation: (record: NewsArticle) => record.header,
};
