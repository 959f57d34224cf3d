import { useCallback, useReducer, useRef } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { createIdempotencyKeys } from '../order/booking';
import { draftStore } from '../shipment/useDraft';
import { bookAllReducer, initialBookAllState, runBookAll } from './bookAll';

/**
 * "Boka alla": books the listed orders in turn; afterwards the lists reload (booked orders leave
 * the send list, failed ones stay). `onAllBooked` runs only when every order was booked.
 */
export const useBookAll = (onAllBooked: () => void) => {
    const dataProvider = useDataProvider<FraktDataProvider>();
    const refresh = useRefresh();
    const keys = useRef(createIdempotencyKeys()).current;
    const [state, dispatch] = useReducer(bookAllReducer, initialBookAllState);

    const bookAll = useCallback(
        async (orderNos: string[]) => {
            let finished = initialBookAllState;
            await runBookAll(orderNos, dataProvider.bookOrders, keys, action => {
                finished = bookAllReducer(finished, action);
                dispatch(action);
            });
            refresh();
            // The current draft's order is no longer unbooked: its shipment is done.
            const draftOrderNo = draftStore.get().orderNo;
            if (draftOrderNo && finished.cards[draftOrderNo] === 'booked') draftStore.reset();
            if (finished.result === 'succeeded') onAllBooked();
        },
        [dataProvider, keys, refresh, onAllBooked]
    );

    return { state, bookAll };
};
