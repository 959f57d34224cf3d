import type { DataProvider, GetOneParams, RaRecord } from 'react-admin';
import type { ApiAnswer, Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';
import { customerSegment, onlyThese, pathSegment } from '../dataProvider/resourceParts';

export const NEWS_RESOURCE = 'news';

/** NewsArticle (spec 3): `viewed` is the signed-in customer's. Messages are HTML the server sanitised. */
export type NewsArticle = Schema<'NewsArticle'>;

/** The member's list as the news page asks for it: the server's order (sortNr), at most its 100-row page. */
export const NEWS_LIST = { pagination: { page: 1, perPage: 100 }, sort: { field: 'sortNr', order: 'ASC' } } as const;

const path = pathSegment;

/**
 * The news resource (issue 26): GET /news/list/{custId} and GET /news/{id} through ra-data-simple-rest (range, sort
 * and the {viewed} filter go to the server; articles come in the Accept-Language of the call). Members only read news.
 */
export const createNewsDataProvider = (rest: DataProvider): DataProvider =>
  onlyThese(NEWS_RESOURCE, 'only read here', {
    // The customer whose list is read (its viewed marks), as `meta.custId`.
    getList: async (resource, params) => rest.getList(`news/list/${customerSegment(resource, params.meta)}`, params),
    getOne: <R extends RaRecord>(_resource: string, params: GetOneParams<R>) => rest.getOne<R>(NEWS_RESOURCE, params),
  });

/** The news calls beyond the resource: the read mark (an action) and the unread count of the badge. */
export const createNewsApi = (api: ApiClient) => ({
  /** Idempotent: marks the article read for the customer; answers the unread count after it. */
  markNewsViewed: (id: Id, custId: Id) =>
    api.json<ApiAnswer<'/api/news/viewed/{id}', 'get'>>(`/news/viewed/${path(id)}/?custId=${path(custId)}`),
  getUnreadNews: (custId: Id) => api.json<ApiAnswer<'/api/news/unread/{custId}', 'get'>>(`/news/unread/${path(custId)}`),
});

export type NewsApi = ReturnType<typeof createNewsApi>;
