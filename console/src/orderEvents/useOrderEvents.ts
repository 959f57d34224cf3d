import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../dataProvider/queryKeys';
import { apiClient } from '../session/browserSession';
import { useSession } from '../session/useSession';
import { listenToOrderEvents } from './eventStream';

/**
 * While a member is signed in: the carrier reports of the customer's orders as they are applied. The booked
 * list, the history dialog and step 4 read again what changed (their queries under the order's keys), and a
 * delivery gets a quiet notice. The demo has no booked consignments to follow.
 */
export const useOrderEvents = (): void => {
  const session = useSession();
  const member = !!session && !session.demo;
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    if (!member) return;
    const source = listenToOrderEvents(
      (lastEventId, signal) =>
        apiClient.request('/order/events', {
          headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
          signal,
        }),
      (event) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.bookedOrders.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.order.detail(event.orderNo) });
        if (event.delivered)
          notify('orderEvents.delivered', {
            type: 'info',
            messageArgs: { consignmentNo: event.consignmentNo || event.orderNo },
            autoHideDuration: 4000,
          });
      },
    );
    return () => source.close();
  }, [member, queryClient, notify]);
};
