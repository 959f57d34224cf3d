import { BOOKED_SORTABLE, MIN_BOOKED_SEARCH_CHARACTERS } from '@freight/reference-data';
import type { DataProvider, GetListParams, GetListResult, GetManyParams, GetOneParams, Identifier, RaRecord } from 'react-admin';
import { apiErrorFromResponse } from '../dataProvider/ApiError';
import type { ApiClient } from '../dataProvider/apiClient';
import { toBookedRow, type BookedOrder, type BookedRow } from './bookedOrders';
import { listFilter } from '../dataProvider/listFilter';
import { customerSegment } from '../dataProvider/resourceParts';

export const BOOKED_ORDERS_RESOURCE = 'bookedOrders';

/**
 * GET /order/customer/{custId}/booked in ra-data-simple-rest's shape (`sort`, `range`, `filter` as JSON);
 * custId comes as `meta.custId`.
 */
export const bookedListUrl = (params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>) => {
  const customer = customerSegment('bookedOrders', params.meta);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const field = (BOOKED_SORTABLE as readonly string[]).includes(params.sort?.field ?? '') ? params.sort!.field : 'dateBooked';
  const search = new URLSearchParams({
    sort: JSON.stringify([field, params.sort?.order === 'ASC' ? 'ASC' : 'DESC']),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(listFilter(params.filter, MIN_BOOKED_SEARCH_CHARACTERS)),
  });
  return `/order/customer/${customer}/booked?${search}`;
};

/**
 * The server counts no further than this many rows past the page: beyond, Content-Range's total is `*`
 * (more than the page's start + COUNT_WINDOW), and the list pages on without a last page.
 */
export const COUNT_WINDOW = 10_000;

/** The total of `Content-Range: orders 0-9/319`; null for `orders 0-9/*`. */
const totalOf = (headers: Headers, fallback: number) => {
  const total = headers.get('Content-Range')?.split('/').pop();
  if (total === '*') return null;
  const n = Number(total);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * react-admin's DataProvider lets its caller name the record type (getList<R>); this resource's records are BookedRow,
 * which is what its list and show ask for. The one cast, narrowed to a row: the results around it are type-checked.
 */
const asRecord = <R extends RaRecord>(row: BookedRow) => row as unknown as R;

/** The booked list as a read-only react-admin resource whose rows are BookedRow (id = order number). */
export const createBookedOrdersDataProvider = (api: ApiClient): DataProvider => {
  const readOnly = async () => {
    throw new Error('bookedOrders is read-only');
  };
  const readOne = async <R extends RaRecord>(id: Identifier) =>
    asRecord<R>(toBookedRow(await api.json<BookedOrder>(`/order/${encodeURIComponent(String(id))}`)));
  return {
    getList: async <R extends RaRecord>(_resource: string, params: GetListParams): Promise<GetListResult<R>> => {
      const response = await api.request(bookedListUrl(params), { signal: params.signal });
      if (!response.ok) throw await apiErrorFromResponse(response);
      const orders = (await response.json()) as BookedOrder[];
      const total = totalOf(response.headers, orders.length);
      const data = orders.map((order) => asRecord<R>(toBookedRow(order)));
      // An unknown total means more rows than the count reached: there is a next page.
      if (total === null) return { data, pageInfo: { hasNextPage: true, hasPreviousPage: (params.pagination?.page ?? 1) > 1 } };
      return { data, total };
    },
    getOne: async <R extends RaRecord>(_resource: string, { id }: GetOneParams<R>) => ({ data: await readOne<R>(id) }),
    getMany: async <R extends RaRecord>(_resource: string, { ids }: GetManyParams<R>) => ({
      data: await Promise.all(ids.map((id) => readOne<R>(id))),
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: readOnly,
    update: readOnly,
    updateMany: readOnly,
    delete: readOnly,
    deleteMany: readOnly,
  };
};
