import type { AnalyticsItem, AnalyticsParams, AnalyticsPort } from './port';
import { newTransactionId } from './transactionId';

export type LoginMethod = 'password' | 'sso' | 'demo';

const totalOf = (items: AnalyticsItem[]) => {
  const priced = items.filter((item) => typeof item.price === 'number' && Number.isFinite(item.price));
  if (!priced.length) return undefined;
  return Math.round(priced.reduce((sum, item) => sum + item.price! * (item.quantity ?? 1), 0) * 100) / 100;
};

/** The named events of spec 7 on top of a port; the screens call these, never port.event directly. */
export const createTrackers = (port: () => AnalyticsPort) => {
  const event = (name: Parameters<AnalyticsPort['event']>[0], params: AnalyticsParams) => port().event(name, params);
  const cart =
    (name: 'add_to_cart' | 'remove_from_cart' | 'view_item') =>
    (item: AnalyticsItem, currency = 'SEK') =>
      event(name, { currency, value: totalOf([item]), items: [item] });
  return {
    trackLogin: (method: LoginMethod) => event('login', { method }),
    trackAddToCart: cart('add_to_cart'),
    trackRemoveFromCart: cart('remove_from_cart'),
    trackViewItem: cart('view_item'),
    /** Books the cart; returns the transaction id that was sent. */
    trackPurchase: (items: AnalyticsItem[], currency = 'SEK'): string => {
      const transactionId = newTransactionId();
      event('purchase', { transaction_id: transactionId, currency, value: totalOf(items), items });
      return transactionId;
    },
    trackOrderEdit: (orderNo: string) => event('order_edit', { order_no: orderNo }),
    trackInfoPopup: (subject: string) => event('info_popup', { subject }),
  };
};
