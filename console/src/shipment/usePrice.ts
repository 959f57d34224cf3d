import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import type { PriceRequest } from './priceRequest';

/** The value once it has stayed the same for `ms` (typing a goods value prices once, not per key). */
const useSettled = <T>(value: T, ms: number) => {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
};

/** The server's price of one consignment (POST /api/consignment/price/), in the chosen language. */
export const usePrice = (request: PriceRequest | undefined, settleMs = 0) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [locale] = useLocaleState();
  const settled = useSettled(request, settleMs);
  return useQuery({
    queryKey: queryKeys.pricing.price(locale, settled),
    queryFn: async () => (await dataProvider.priceConsignments([settled!]))[0],
    enabled: !!settled,
    placeholderData: keepPreviousData,
    retry: false,
  });
};
