import { BOOKED_ORDERS_RESOURCE } from '../bookedList/dataProvider';
import { COMPLAINTS_RESOURCE } from '../complaints/dataProvider';
import { sourceRef, type ContentSource } from '../content/content';
import { NEWS_LIST, NEWS_RESOURCE } from '../news/dataProvider';
import { NEWSLETTERS_RESOURCE } from '../newsletters/dataProvider';
import { USERS_RESOURCE } from '../users/dataProvider';
import { CUSTOMS_RESOURCE, PAPERLESS_RESOURCE } from '../customs/dataProvider';
import { CARRIER_AGREEMENTS_RESOURCE } from '../carrierAgreements/dataProvider';
import { WEBHOOK_DELIVERIES_RESOURCE, WEBHOOKS_RESOURCE } from '../webhooks/dataProvider';
import { API_KEYS_RESOURCE } from '../apiKeys/dataProvider';
import type { Id } from '../session/session';

/**
 * Every react-query key the console uses, one family per API resource (TkDodo's "effective query keys").
 * A key starts with its family's root and each narrower key extends a wider one, so invalidating a root or a
 * prefix reaches exactly the entries under it; callers name keys here instead of writing arrays.
 * Ids may be undefined while a query waits for the session (its `enabled` is false then).
 */
type Key = readonly unknown[];
type MaybeId = Id | undefined;

const order = {
  all: ['order'] as const,
  /** GET /order/{orderNo} as step 4 reads it; the variants below are separate entries under it. */
  detail: (orderNo: string | undefined) => [...order.all, 'detail', orderNo] as const,
  /** The same order read for the history dialog, whose status words come in the caller's language. */
  detailIn: (orderNo: string, locale: string) => [...order.detail(orderNo), locale] as const,
  /** The order read again once booked (it carries its consignment number): not step 4's unbooked copy. */
  booked: (orderNo: string) => [...order.detail(orderNo), 'booked'] as const,
  /** Everything read from GET /order/customer/{custId}: the badge's count and the send list. */
  ofCustomer: (custId: MaybeId) => [...order.all, 'customer', custId] as const,
  unbookedCount: (custId: MaybeId) => [...order.ofCustomer(custId), { booked: 0 }] as const,
  unbookedCards: (custId: MaybeId) => [...order.unbookedCount(custId), 'cards'] as const,
};

/** react-admin's own keys of the booked list start with the resource name ([resource, 'getList', …]). */
const bookedOrders = {
  all: [BOOKED_ORDERS_RESOURCE] as const,
};

const customer = {
  all: ['customer'] as const,
  /** GET /customer/{id}; the settings write the server's answer straight into this entry. */
  detail: (id: MaybeId) => [...customer.all, id] as const,
  /** The agreement numbers of the customer's carriers (codes joined), read again when the carriers change. */
  agreements: (id: MaybeId, carrierCodes: string) => [...customer.detail(id), 'agreements', carrierCodes] as const,
};

const contact = {
  all: ['contact'] as const,
  /** Everything read from one customer's address book: an import that changes it invalidates this prefix. */
  ofCustomer: (custId: MaybeId) => [...contact.all, 'customer', custId] as const,
  /** GET /contact/customer/{custId}: step 3's picker. */
  list: (custId: MaybeId) => [...contact.ofCustomer(custId), 'list'] as const,
  /** The contact marked primary (the sender favourite). */
  senderFavourite: (custId: MaybeId) => [...contact.ofCustomer(custId), 'favourite'] as const,
  /** The profile's search for a sender favourite among the customer's own contacts. */
  search: (custId: MaybeId, q: string) => [...contact.ofCustomer(custId), 'search', q] as const,
  one: (custId: MaybeId, id: Id | null | undefined) => [...contact.ofCustomer(custId), 'one', id] as const,
  /** The import's column instructions: the same for every customer. */
  importInstructions: ['contact', 'import', 'instructions'] as const,
  importErrors: (importId: Id, page: number, perPage: number) => ['contact', 'import', importId, 'errors', page, perPage] as const,
};

const freightService = {
  all: ['freightservice'] as const,
  /** GET /freightservice/{templateName} in the caller's language: step 3's product and the booked list's names share it. */
  detail: (templateName: string | null | undefined, locale: string) => [...freightService.all, 'detail', templateName, locale] as const,
  pickupPoints: (templateName: string | undefined, postcode: string, countryCode: string) =>
    [...freightService.all, 'pickuppoints', templateName, postcode, countryCode] as const,
};

/** Prices in the caller's language; a request is its own key (react-query compares it by value). */
const pricing = {
  all: ['pricing'] as const,
  /** POST /consignment/price/ for one consignment request. */
  price: (locale: string, request: unknown) => [...pricing.all, 'price', locale, request] as const,
  /** Step 2's offers: the filter's products, priced. */
  offers: (locale: string, consignment: unknown, consigneeType: unknown, guaranteeService: boolean) =>
    [...pricing.all, 'offers', locale, consignment, consigneeType, guaranteeService] as const,
};

const packageFavourite = {
  all: ['packagefavourite'] as const,
  ofCustomer: (custId: MaybeId) => [...packageFavourite.all, custId] as const,
};

const content = {
  all: ['content'] as const,
  /** One entry per page and language: the content modal and useContentByKey share the by-key ones. */
  item: (kind: ContentSource['kind'], ref: string | number, language: string) => [...content.all, kind, String(ref), language] as const,
  ofSource: (source: ContentSource, language: string) => content.item(source.kind, sourceRef(source), language),
  byKey: (key: string, language: string) => content.item('key', key, language),
  /** The modal's key while nothing is open (its query is disabled then). */
  none: ['content', 'none'] as const,
};

/** The news resource's keys: react-admin's own for the list ([resource, 'getList', {…, meta}]), beside the unread count. */
const news = {
  all: [NEWS_RESOURCE] as const,
  unread: (custId: MaybeId) => [...news.all, 'unread', custId] as const,
  /**
   * Every language's article list of a customer (the customer and language are the list's meta; react-query matches
   * the object in part): marking an article read invalidates them all.
   */
  list: (custId: MaybeId) => [...news.all, 'getList', { meta: { custId } }] as const,
  listIn: (custId: MaybeId, locale: string) =>
    [...news.all, 'getList', { ...NEWS_LIST, filter: {}, meta: { custId, language: locale } }] as const,
};

/** react-admin's own keys of the newsletter subscriptions, per customer in meta ([resource, 'getList', {…, meta}]). */
const newsletters = {
  all: [NEWSLETTERS_RESOURCE] as const,
};

const email = {
  all: ['email'] as const,
  /** What the test SMTP sink caught for the customer. */
  sink: (custId: MaybeId) => [...email.all, 'sink', custId] as const,
};

/** The dashboard's figures per customer and period. */
const insights = {
  all: ['insights'] as const,
  period: (custId: MaybeId, from: string, to: string) => [...insights.all, custId, from, to] as const,
};

const bill = {
  all: ['bill'] as const,
  balance: (custId: MaybeId) => [...bill.all, 'balance', custId] as const,
  payLaterTerms: ['bill', 'payLaterTerms'] as const,
  /** Root of every customer's pay-later status: an application invalidates it. */
  payLaterStatusAll: ['bill', 'payLaterStatus'] as const,
  payLaterStatus: (custId: MaybeId) => [...bill.payLaterStatusAll, custId] as const,
};

/** Under react-admin's resource name, so react-admin's own invalidation of the resource reaches it too. */
const complaint = {
  all: [COMPLAINTS_RESOURCE] as const,
  one: (id: Id | null) => [...complaint.all, 'one', id] as const,
};

const attachment = {
  all: ['attachment'] as const,
  /** The upload limits (size, count, types): the same for everyone, read once. */
  limits: ['attachment', 'limits'] as const,
};

/** A consignment's customs document and its paperless (electronic) invoice. */
/** react-admin's own keys of a consignment's customs document ([resource, 'getOne', { id }]), one record per consignment. */
const customs = {
  all: [CUSTOMS_RESOURCE] as const,
};

/** react-admin's own keys of a consignment's paperless choice ([resource, 'getOne', { id }]). */
const paperless = {
  all: [PAPERLESS_RESOURCE] as const,
};

/** react-admin's own keys of the profile's webhook endpoints, per customer in meta ([resource, 'getList', {…, meta}]). */
const webhooks = {
  all: [WEBHOOKS_RESOURCE] as const,
};

/** react-admin's own keys of one endpoint's deliveries (the customer and the endpoint in meta). */
const webhookDeliveries = {
  all: [WEBHOOK_DELIVERIES_RESOURCE] as const,
};

/** react-admin's own keys of the profile's API keys, per customer in meta. */
const apiKeys = {
  all: [API_KEYS_RESOURCE] as const,
};

/** The signed-in user's newest data export (GDPR): an action's state, read through its custom method. */
const dataExport = {
  all: ['dataExport'] as const,
  ofUser: (userId: MaybeId) => [...dataExport.all, userId] as const,
};

/** react-admin's own keys of the company's users (profile → users), per company in meta ([resource, 'getList', {…, meta}]). */
const users = {
  all: [USERS_RESOURCE] as const,
};

/** react-admin's own keys of the customer's carrier agreements (profile → carrier agreements), per customer in meta. */
const carrierAgreements = {
  all: [CARRIER_AGREEMENTS_RESOURCE] as const,
};

export const queryKeys = {
  users,
  carrierAgreements,
  order,
  bookedOrders,
  customer,
  contact,
  freightService,
  pricing,
  packageFavourite,
  content,
  news,
  newsletters,
  email,
  bill,
  insights,
  complaint,
  attachment,
  customs,
  paperless,
  webhooks,
  webhookDeliveries,
  apiKeys,
  dataExport,
} satisfies Record<string, { all: Key } & Record<string, Key | ((...args: never[]) => Key)>>;
