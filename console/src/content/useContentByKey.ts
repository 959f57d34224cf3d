import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';

/** A content block in the current language. Callers decide what a failure means (usually: nothing). */
export const useContentByKey = (key: string) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: queryKeys.content.byKey(key, locale),
    queryFn: () => dataProvider.getContentByKey(key, locale),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
};
