import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isApiError, type FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { useSession } from '../session/useSession';

/**
 * Number of unbooked orders for the top-bar badge: GET /api/order/customer/{custId}?booked=0.
 * Undefined until the server has answered (and when it failed): the badge shows no number rather
 * than a 0 that is not known to be true. The demo user does not load orders (spec 6). 404 and 403
 * (endpoint not there yet, or not allowed) count as none.
 */
export const useUnbookedCount = (): number | undefined => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.order.unbookedCount(session?.customerId),
    queryFn: async () => {
      try {
        const orders = await dataProvider.getOrdersByCustomer(session!.customerId, { booked: 0 });
        return orders.length;
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 403)) return 0;
        throw error;
      }
    },
    enabled: !!session && !session.demo,
    retry: false,
  });
  return data;
};
