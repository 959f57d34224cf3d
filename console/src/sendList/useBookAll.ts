import { useCallback, useReducer, useRef } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { trackPurchase } from '../analytics';
import type { FraktDataProvider } from '../dataProvider';
import { createIdempotencyKeys } from '../order/booking';
import { reportPurchase } from '../shipment/cartEvents';
import type { OrderDetail } from '../shipment/fromOrder';
import { draftStore } from '../shipment/useDraft';
import { bookAllReducer, initialBookAllState, runBookAll } from './bookAll';

/**
 * "Boka alla": books the listed orders in turn, each booked one reported as a purchase; afterwards
 * the lists reload (booked orders leave the send list, failed ones stay). `onAllBooked` runs only
 * when every order was booked.
 */
export const useBookAll = (onAllBooked: () => void) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const refresh = useRefresh();
  const keys = useRef(createIdempotencyKeys()).current;
  const [state, dispatch] = useReducer(bookAllReducer, initialBookAllState);

  const bookAll = useCallback(
    async (orders: OrderDetail[]) => {
      const byNo = new Map(orders.map((order) => [order.orderNo, order]));
      let finished = initialBookAllState;
      await runBookAll([...byNo.keys()], dataProvider.bookOrders, keys, (action) => {
        finished = bookAllReducer(finished, action);
        dispatch(action);
        // Each booked order is a purchase of its own, as when it is booked in step 4.
        const booked = action.type === 'booked' ? byNo.get(action.orderNo) : undefined;
        if (booked) reportPurchase(booked, undefined, { trackPurchase });
      });
      refresh();
      // The current draft's order is no longer unbooked: its shipment is done.
      const draftOrderNo = draftStore.get().orderNo;
      if (draftOrderNo && finished.cards[draftOrderNo] === 'booked') draftStore.reset();
      if (finished.result === 'succeeded') onAllBooked();
    },
    [dataProvider, keys, refresh, onAllBooked],
  );

  return { state, bookAll };
};
