import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useLocaleState } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { NEWS_LIST, NEWS_RESOURCE, type NewsArticle } from './dataProvider';

/** How often the unread count is asked again, so an article published meanwhile lights the badge. */
export const UNREAD_POLL_MS = 60_000;

/** The customer's unread news count for the top-bar badge and the side-panel dot; 0 for the demo (spec 4: it skips news). */
export const useUnreadNews = (): number => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const member = viewerOf(session) === 'member';
  const { data } = useQuery({
    queryKey: queryKeys.news.unread(session?.id),
    queryFn: () => dataProvider.getUnreadNews(session!.id),
    enabled: member,
    retry: false,
    refetchInterval: UNREAD_POLL_MS,
  });
  return member ? (data?.unread ?? 0) : 0;
};

export const useNewsList = () => {
  const session = useSession();
  // Articles come in the caller's language (English falls back to Swedish): another language is another list.
  const [locale] = useLocaleState();
  return useGetList<NewsArticle>(
    NEWS_RESOURCE,
    { ...NEWS_LIST, meta: { custId: session?.id, language: locale } },
    { enabled: viewerOf(session) === 'member', retry: false },
  );
};

/** Marks an article read; the badge and the list follow at once from the server's answer. */
export const useMarkNewsViewed = () => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataProvider.markNewsViewed(id, session!.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.news.unread(session?.id), { unread: answer.unread });
      void queryClient.invalidateQueries({ queryKey: queryKeys.news.list(session?.id) });
    },
  });
};
