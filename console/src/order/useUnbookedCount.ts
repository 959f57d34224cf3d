import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isApiError, type FraktDataProvider } from '../dataProvider';
import { useSession } from '../session/useSession';

/**
 * Number of unbooked orders for the top-bar badge: GET /api/order/customer/{custId}?booked=0.
 * The demo user does not load orders (spec 6). 404 and 403 (endpoint not there yet, or not
 * allowed) count as none.
 */
export const useUnbookedCount = (): number => {
    const session = useSession();
    const dataProvider = useDataProvider<FraktDataProvider>();
    const { data } = useQuery({
        queryKey: ['order', 'customer', session?.customerId, { booked: 0 }],
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
    return data ?? 0;
};
