import { describe, expect, it } from '@jest/globals';
import { hashKey, partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

const A = 1001;
const B = 2002;

/** One key of every kind the console reads, for two customers where a kind is per customer. */
const samples = (): Record<keyof typeof queryKeys, QueryKey[]> => ({
  order: [A, B].flatMap((c) => [
    queryKeys.order.unbookedCount(c),
    queryKeys.order.unbookedCards(c),
    queryKeys.order.detail(`OR${c}`),
    queryKeys.order.detailIn(`OR${c}`, 'sv'),
    queryKeys.order.detailIn(`OR${c}`, 'en'),
    queryKeys.order.booked(`OR${c}`),
  ]),
  bookedOrders: [['bookedOrders', 'getList', { pagination: { page: 1, perPage: 25 }, meta: { custId: A } }]],
  customer: [A, B].flatMap((c) => [queryKeys.customer.detail(c), queryKeys.customer.agreements(c, '1,2')]),
  contact: [
    ...[A, B].flatMap((c) => [
      queryKeys.contact.list(c),
      queryKeys.contact.senderFavourite(c),
      queryKeys.contact.search(c, 'ack'),
      queryKeys.contact.one(c, 7),
    ]),
    queryKeys.contact.importInstructions,
    queryKeys.contact.importErrors('imp-1', 0, 10),
  ],
  freightService: [
    queryKeys.freightService.detail('PNL359', 'sv'),
    queryKeys.freightService.detail('pickuppoints', 'sv'),
    queryKeys.freightService.pickupPoints('PNL359', '11122', 'SE'),
  ],
  pricing: [queryKeys.pricing.price('sv', { weight: 1 }), queryKeys.pricing.offers('sv', { weight: 1 }, 'company', false)],
  packageFavourite: [A, B].map((c) => queryKeys.packageFavourite.ofCustomer(c)),
  content: [
    queryKeys.content.byKey('freight.page.loggedout', 'sv'),
    queryKeys.content.ofSource({ kind: 'id', id: 12, subject: 'Om' }, 'sv'),
    queryKeys.content.ofSource({ kind: 'terms', termId: 12, subject: 'Villkor' }, 'sv'),
    queryKeys.content.none,
  ],
  news: [A, B].flatMap((c) => [queryKeys.news.unread(c), queryKeys.news.listIn(c, 'sv'), queryKeys.news.listIn(c, 'en')]),
  newsletters: [A, B].map((c) => ['newsletters', 'getList', { pagination: { page: 1, perPage: 25 }, meta: { custId: c } }]),
  email: [A, B].map((c) => queryKeys.email.sink(c)),
  insights: [A, B].map((c) => queryKeys.insights.period(c, '2026-01', '2026-12')),
  bill: [...[A, B].flatMap((c) => [queryKeys.bill.balance(c), queryKeys.bill.payLaterStatus(c)]), queryKeys.bill.payLaterTerms],
  complaint: [queryKeys.complaint.one(5), queryKeys.complaint.one(null)],
  attachment: [queryKeys.attachment.limits],
  customs: [['customs', 'getOne', { id: '9' }]],
  paperless: [['paperless', 'getOne', { id: '9' }]],
  webhooks: [A, B].map((c) => ['webhooks', 'getList', { pagination: { page: 1, perPage: 100 }, meta: { custId: c } }]),
  webhookDeliveries: [A, B].map((c) => [
    'webhookDeliveries',
    'getList',
    { pagination: { page: 1, perPage: 100 }, meta: { custId: c, endpointId: 'e1' } },
  ]),
  apiKeys: [A, B].map((c) => ['apiKeys', 'getList', { pagination: { page: 1, perPage: 100 }, meta: { custId: c } }]),
  dataExport: [A, B].map((u) => queryKeys.dataExport.ofUser(u)),
  users: [A, B].flatMap((c) =>
    [1, 2].map((page) => [
      'users',
      'getList',
      { pagination: { page, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, meta: { custId: c } },
    ]),
  ),
  carrierAgreements: [A, B].map((c) => ['carrierAgreements', 'getList', { pagination: { page: 1, perPage: 25 }, meta: { custId: c } }]),
});

const everyKey = () => Object.values(samples()).flat();

/** The keys an invalidation reaches, as react-query itself decides it, in a cache holding every sample. */
const reachedBy = async (queryKey: QueryKey): Promise<string[]> => {
  const client = new QueryClient();
  for (const key of everyKey()) client.setQueryData(key, 'cached');
  await client.invalidateQueries({ queryKey, refetchType: 'none' });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryHash)
    .sort();
};
const hashes = (keys: QueryKey[]) => keys.map((key) => hashKey(key)).sort();

describe('queryKeys', () => {
  it('starts every key of a family with that family root, and no other family root', () => {
    const families = samples();
    for (const [name, keys] of Object.entries(families)) {
      const root = queryKeys[name as keyof typeof queryKeys].all;
      for (const key of keys) expect({ name, key, under: partialMatchKey(key, root) }).toEqual({ name, key, under: true });
      for (const [other, otherKeys] of Object.entries(families)) {
        if (other !== name) for (const key of otherKeys) expect(partialMatchKey(key, root)).toBe(false);
      }
    }
  });

  it('gives two different reads two different entries', () => {
    const all = everyKey().map((key) => hashKey(key));
    expect(new Set(all).size).toBe(all.length);
  });

  it("reaches every order read with the order root (a saved order; another session's sign-in)", async () => {
    expect(await reachedBy(queryKeys.order.all)).toEqual(hashes(samples().order));
  });

  it("reaches one customer's badge count and send list after printing, not the order details nor another customer's lists", async () => {
    expect(await reachedBy(queryKeys.order.ofCustomer(A))).toEqual(
      hashes([queryKeys.order.unbookedCount(A), queryKeys.order.unbookedCards(A)]),
    );
  });

  it('keeps the badge count and the send list apart although one key extends the other', () => {
    expect(partialMatchKey(queryKeys.order.unbookedCards(A), queryKeys.order.unbookedCount(A))).toBe(true);
    expect(hashKey(queryKeys.order.unbookedCards(A))).not.toBe(hashKey(queryKeys.order.unbookedCount(A)));
  });

  it("reaches react-admin's booked list (its keys start with the resource name)", async () => {
    expect(await reachedBy(queryKeys.bookedOrders.all)).toEqual(hashes(samples().bookedOrders));
  });

  it("reaches everything read from one customer's address book after an import, not the import's own pages", async () => {
    expect(await reachedBy(queryKeys.contact.ofCustomer(A))).toEqual(
      hashes([
        queryKeys.contact.list(A),
        queryKeys.contact.senderFavourite(A),
        queryKeys.contact.search(A, 'ack'),
        queryKeys.contact.one(A, 7),
      ]),
    );
  });

  it("reaches a customer's news list in every language when an article is read, not the unread count", async () => {
    expect(await reachedBy(queryKeys.news.list(A))).toEqual(hashes([queryKeys.news.listIn(A, 'sv'), queryKeys.news.listIn(A, 'en')]));
  });

  it('reaches the pay-later status of any customer after an application, and nothing else of billing', async () => {
    expect(await reachedBy(queryKeys.bill.payLaterStatusAll)).toEqual(
      hashes([queryKeys.bill.payLaterStatus(A), queryKeys.bill.payLaterStatus(B)]),
    );
  });

  it('reaches the package favourites after a save or a delete', async () => {
    expect(await reachedBy(queryKeys.packageFavourite.all)).toEqual(hashes(samples().packageFavourite));
  });

  it('reaches one complaint when its files change, not another', async () => {
    expect(await reachedBy(queryKeys.complaint.one(5))).toEqual(hashes([queryKeys.complaint.one(5)]));
  });

  it("keeps step 4's order apart from the history's and the just-booked copies, all under the order's detail", async () => {
    expect(await reachedBy(queryKeys.order.detail(`OR${A}`))).toEqual(
      hashes([
        queryKeys.order.detail(`OR${A}`),
        queryKeys.order.detailIn(`OR${A}`, 'sv'),
        queryKeys.order.detailIn(`OR${A}`, 'en'),
        queryKeys.order.booked(`OR${A}`),
      ]),
    );
  });

  it('shares one content entry between the content modal and the by-key hook, per language', () => {
    const source = { kind: 'key', key: 'freight.page.loggedout', subject: 'Utloggad' } as const;
    expect(queryKeys.content.ofSource(source, 'sv')).toEqual(queryKeys.content.byKey('freight.page.loggedout', 'sv'));
    expect(hashKey(queryKeys.content.byKey('k', 'sv'))).not.toBe(hashKey(queryKeys.content.byKey('k', 'en')));
    // A page by id and a product's terms with the same number are different pages.
    expect(hashKey(queryKeys.content.ofSource({ kind: 'id', id: 7, subject: 's' }, 'sv'))).not.toBe(
      hashKey(queryKeys.content.ofSource({ kind: 'terms', termId: 7, subject: 's' }, 'sv')),
    );
  });

  it("names the customer in every key of a customer's data, so a session replaced without a logout never sees the last one's", () => {
    const perCustomer: QueryKey[] = [
      queryKeys.order.ofCustomer(A),
      queryKeys.customer.detail(A),
      queryKeys.contact.ofCustomer(A),
      queryKeys.packageFavourite.ofCustomer(A),
      queryKeys.news.unread(A),
      queryKeys.email.sink(A),
      queryKeys.bill.balance(A),
      queryKeys.bill.payLaterStatus(A),
    ];
    for (const key of perCustomer) expect(key).toContain(A);
    // react-admin's resource keys carry the customer in their params' meta.
    expect(queryKeys.news.list(A)[2]).toEqual({ meta: { custId: A } });
    expect(queryKeys.news.listIn(A, 'sv')[2]).toMatchObject({ meta: { custId: A, language: 'sv' } });
  });
});
