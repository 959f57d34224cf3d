import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { useSession } from '../session/useSession';

/**
 * The unbooked orders (GET /api/order/customer/{custId}?booked=0) with their consignments. Under
 * the "order" key like the badge's count, so one invalidation reloads both. The demo never loads
 * orders (spec 6).
 */
export const useSendList = (enabled: boolean) => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  return useQuery({
    queryKey: queryKeys.order.unbookedCards(session?.customerId),
    queryFn: () => dataProvider.getUnbookedOrders(session!.customerId),
    enabled: enabled && !!session && !session.demo,
    retry: false,
  });
};
