import type { AnalyticsItem } from '../analytics/port';
import type { createTrackers } from '../analytics/trackers';
import type { ChosenProduct } from './draft';
import type { OrderDetail } from './fromOrder';
import type { PricedService } from './pricing';
import type { FreightServiceDetail } from './product';

/**
 * The analytics items (spec 7) of the shipment flow and the send list: a product is the item, its
 * carrier the brand. Prices are excl. VAT everywhere, as step 4 and the send list show an order's
 * price, so a view, an add and a purchase of the same product report the same value.
 */
export interface CartLine {
  item: AnalyticsItem;
  currency: string;
}

export const DEFAULT_CURRENCY = 'SEK';

const amount = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const line = (
  { item_id, item_name, item_brand, price }: { item_id: string; item_name?: string; item_brand?: string; price?: number },
  currency: string | null | undefined,
): CartLine => ({
  // Tag services keep empty fields as values: only what is known goes out.
  item: {
    item_id,
    ...(item_name ? { item_name } : {}),
    ...(item_brand ? { item_brand } : {}),
    ...(price !== undefined ? { price } : {}),
    quantity: 1,
  },
  currency: currency || DEFAULT_CURRENCY,
});

/** A product of step 2 with its price. */
export const cartLineOfOffer = ({ service, price }: PricedService): CartLine =>
  line(
    { item_id: service.templateName, item_name: service.templateSubject, item_brand: service.supplier, price: amount(price?.priceExclVat) },
    price?.currency,
  );

/** The product the draft carries from step 2 (what step 3 puts in the send list). */
export const cartLineOfChosen = (chosen: ChosenProduct): CartLine =>
  line(
    { item_id: chosen.templateName, item_name: chosen.templateSubject, item_brand: chosen.supplier, price: amount(chosen.priceExclVat) },
    chosen.currency,
  );

/**
 * An order of the send list or step 4; `product` names it when it is loaded. Undefined for an order
 * without a product: an item without an id means nothing to a tag service.
 */
export const cartLineOfOrder = (
  order: OrderDetail,
  product?: Pick<FreightServiceDetail, 'templateName' | 'templateSubject' | 'supplier'>,
): CartLine | undefined => {
  const templateName = order.templateName || order.consignment?.templateName || undefined;
  if (!templateName) return undefined;
  const named = product?.templateName === templateName ? product : undefined;
  return line(
    { item_id: templateName, item_name: named?.templateSubject, item_brand: named?.supplier, price: amount(order.calculatedPrice) },
    order.calculatedCurrency,
  );
};

/** The trackers the flow reports to (the analytics module's, or a test's). */
export type CartTrackers = Pick<
  ReturnType<typeof createTrackers>,
  'trackAddToCart' | 'trackRemoveFromCart' | 'trackViewItem' | 'trackPurchase' | 'trackOrderEdit'
>;

/**
 * Step 3 saved: a new order in the send list is an add to the cart; saving an order that was there
 * already is an edit of it, and adding it again would count it twice.
 */
export const reportSaved = (
  saved: { orderNo: string; created: boolean },
  chosen: ChosenProduct | undefined,
  track: Pick<CartTrackers, 'trackAddToCart' | 'trackOrderEdit'>,
) => {
  if (!saved.created) return track.trackOrderEdit(saved.orderNo);
  if (!chosen) return;
  const { item, currency } = cartLineOfChosen(chosen);
  track.trackAddToCart(item, currency);
};

/** A booked order (step 4, or one order of "Boka alla"): one purchase with a fresh transaction id. */
export const reportPurchase = (
  order: OrderDetail,
  product: Parameters<typeof cartLineOfOrder>[1],
  track: Pick<CartTrackers, 'trackPurchase'>,
): string | undefined => {
  const cart = cartLineOfOrder(order, product);
  return cart && track.trackPurchase([cart.item], cart.currency);
};

/** An order deleted from the send list leaves the cart. */
export const reportRemoved = (order: OrderDetail, track: Pick<CartTrackers, 'trackRemoveFromCart'>) => {
  const cart = cartLineOfOrder(order);
  if (cart) track.trackRemoveFromCart(cart.item, cart.currency);
};
