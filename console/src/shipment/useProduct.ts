import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';

/** A product with its flags and service options in the chosen language (GET /api/freightservice/{templateName}). */
export const useProduct = (templateName: string | null | undefined) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: queryKeys.freightService.detail(templateName, locale),
    queryFn: () => dataProvider.getFreightService(templateName!),
    enabled: !!templateName,
    retry: false,
    staleTime: 5 * 60_000,
  });
};
