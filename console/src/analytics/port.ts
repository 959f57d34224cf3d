/** Spec 7 "Analytics": the events the console reports to an analytics tag service. */
export type AnalyticsEventName = 'login' | 'add_to_cart' | 'remove_from_cart' | 'purchase' | 'view_item' | 'order_edit' | 'info_popup';

/** One product in a cart event (the tag services' common item shape). */
export interface AnalyticsItem {
  /** The product's templateName. */
  item_id: string;
  item_name?: string;
  /** The carrier. */
  item_brand?: string;
  price?: number;
  quantity?: number;
}

export type AnalyticsParams = Record<string, string | number | boolean | AnalyticsItem[] | undefined>;

/**
 * Where analytics go. The console only ever talks to this port; a tag service (gtag, Matomo...)
 * is one more implementation, so nothing in the screens changes when one is chosen.
 */
export interface AnalyticsPort {
  pageView(path: string, title: string): void;
  event(name: AnalyticsEventName, params?: AnalyticsParams): void;
}

export type AnalyticsEntry =
  | { type: 'page_view'; path: string; title: string; at: string }
  | { type: 'event'; name: AnalyticsEventName; params: AnalyticsParams; at: string };
