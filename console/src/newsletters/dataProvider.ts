import type { CreateParams, DataProvider, DeleteParams, RaRecord } from 'react-admin';
import type { Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import { onlyThese } from '../dataProvider/resourceParts';

export const NEWSLETTERS_RESOURCE = 'newsletters';

type Subscription = Schema<'NewsletterSubscription'>;

/** A carrier newsletter subscription (spec 1), one per carrier: the carrier code is its id. */
export type NewsletterSubscription = Subscription & { id: number };

const asRecord = <R extends RaRecord>(subscription: Subscription) => ({ ...subscription, id: subscription.carrierCode }) as unknown as R;

/**
 * The newsletters resource (issue 26): the signed-in customer's subscriptions at /email/newsletter. Not
 * ra-data-simple-rest: the list is a handful of rows (one per carrier), answered whole without Content-Range. Create
 * asks for one (double opt-in: it stays pending until the mail's link is opened); delete ends one, which the list then
 * shows as ended.
 */
export const createNewslettersDataProvider = (api: ApiClient): DataProvider =>
  onlyThese(NEWSLETTERS_RESOURCE, 'only listed, subscribed to and ended', {
    getList: async <R extends RaRecord>() => {
      const rows = await api.json<Subscription[]>('/email/newsletter');
      return { data: rows.map((row) => asRecord<R>(row)), total: rows.length };
    },
    create: async <R extends RaRecord>(_resource: string, { data }: CreateParams) => ({
      data: asRecord<R>(await api.json<Subscription>('/email/newsletter', { method: 'POST', data })),
    }),
    delete: async <R extends RaRecord>(_resource: string, { id, previousData }: DeleteParams<R>) => {
      await api.json<unknown>(`/email/newsletter/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: previousData ?? ({ id } as R) };
    },
  });
