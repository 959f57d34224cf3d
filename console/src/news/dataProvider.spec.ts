import { describe, expect, it } from '@jest/globals';
import { jsonResponse, recordingApi, requested } from '../testing/recordingApi';
import { createNewsApi, createNewsDataProvider, NEWS_LIST } from './dataProvider';

describe('news data provider', () => {
  it("lists the customer's articles at /news/list/{custId} in the server's order, one page of 100", async () => {
    const { rest, calls } = recordingApi(() => jsonResponse([{ id: 7 }], { 'Content-Range': 'news 0-0/1' }));
    const list = await createNewsDataProvider(rest).getList('news', { ...NEWS_LIST, filter: {}, meta: { custId: 1001, language: 'sv' } });
    expect(list).toEqual({ data: [{ id: 7 }], total: 1 });
    expect(requested(calls[0])).toEqual({
      method: 'GET',
      path: '/api/news/list/1001',
      query: { sort: '["sortNr","ASC"]', range: '[0,99]', filter: '{}' },
    });
  });

  it('reads one article at /news/{id}; the read mark and the unread count are its actions', async () => {
    const { api, rest, calls } = recordingApi(() => jsonResponse({ id: 7, unread: 0 }));
    await createNewsDataProvider(rest).getOne('news', { id: 7 });
    const news = createNewsApi(api);
    await news.markNewsViewed(7, 1001);
    await news.getUnreadNews(1001);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/news/7',
      'GET /news/viewed/7/?custId=1001',
      'GET /news/unread/1001',
    ]);
  });

  it('writes nothing', async () => {
    const { rest } = recordingApi(() => jsonResponse({}));
    await expect(createNewsDataProvider(rest).create('news', { data: {} })).rejects.toThrow('only read');
  });
});
