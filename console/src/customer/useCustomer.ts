import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useLogout } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { useSession } from '../session/useSession';
import { pricesInclVatFirst } from './customer';

/** The signed-in customer (GET /api/customer/{id}), loaded once per session. */
export const useCustomer = () => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  return useQuery({
    queryKey: queryKeys.customer.detail(session?.id),
    queryFn: () => dataProvider.getCustomer(session!.id),
    enabled: !!session,
    retry: false,
    staleTime: Infinity,
  });
};

/** Spec 4: failure to load the customer at start logs out and goes to welcome. Mounted once, in the layout. */
export const useLogoutWhenCustomerFails = () => {
  const { isError } = useCustomer();
  const logout = useLogout();
  useEffect(() => {
    if (isError) void logout();
  }, [isError, logout]);
};

/** Whether the signed-in customer reads prices incl. VAT first (a private sender): false until known. */
export const usePricesInclVatFirst = () => pricesInclVatFirst(useCustomer().data);
