import type { DataProvider, GetListParams } from 'react-admin';
import { apiErrorFromResponse } from '../dataProvider/ApiError';
import type { ApiAnswer, Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import { uploadFile, type UploadAuth } from '../dataProvider/uploadFile';
import type { Id } from '../session/session';
import { listFilter } from '../dataProvider/listFilter';

export const CONTACTS_RESOURCE = 'contacts';

/** The four flags the bulk calls set (spec 7: /contact/bulk/{sender|receiver|consumer|locked}/?checked=0|1). */
export const BULK_FLAGS = { sender: 'consignor', receiver: 'consignee', consumer: 'consumer', locked: 'locked' } as const;
export type BulkFlag = keyof typeof BULK_FLAGS;

/** "Minst antal tecken": the server refuses a shorter search, so the list does not send one. */
export const MIN_SEARCH_CHARACTERS = 2;

const total = (headers: Headers, fallback: number) => {
  const range = headers.get('Content-Range');
  const n = range ? Number(range.split('/').pop()) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** GET /contact/customer/{custId} in ra-data-simple-rest's shape; custId comes as `meta.custId`. */
const listUrl = (params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>) => {
  const custId = params.meta?.custId as Id | undefined;
  if (custId === undefined) throw new Error('contacts: meta.custId is required');
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const search = new URLSearchParams({
    sort: JSON.stringify([params.sort?.field ?? 'id', params.sort?.order ?? 'DESC']),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(listFilter(params.filter, MIN_SEARCH_CHARACTERS)),
  });
  return `/contact/customer/${encodeURIComponent(String(custId))}?${search}`;
};

/**
 * The contacts resource for react-admin: the contacts service's paths differ from simple-rest's
 * (/contact/customer/{custId} lists, PUT /contact/ updates, bulk calls take an id list).
 */
export const createContactsDataProvider = (api: ApiClient): DataProvider => {
  const json = <T>(path: string, init?: Parameters<ApiClient['json']>[1]) => api.json<T>(path, init);
  return {
    getList: async (_resource, params) => {
      const response = await api.request(listUrl(params));
      if (!response.ok) throw await apiErrorFromResponse(response);
      const data = (await response.json()) as { id: Id }[];
      return { data, total: total(response.headers, data.length) } as never;
    },
    getOne: async (_resource, { id }) => ({ data: await json(`/contact/${encodeURIComponent(String(id))}`) }) as never,
    getMany: async (_resource, { ids, meta }) => {
      const data = await Promise.all(
        ids.map((id) => json<{ id: Id }>(`/contact/${encodeURIComponent(String(id))}`, { signal: meta?.signal })),
      );
      return { data } as never;
    },
    getManyReference: async () => ({ data: [], total: 0 }) as never,
    create: async (_resource, { data }) => ({ data: await json('/contact/', { method: 'POST', data }) }) as never,
    update: async (_resource, { id, data }) => ({ data: await json('/contact/', { method: 'PUT', data: { ...data, id } }) }) as never,
    updateMany: async (_resource, { ids }) => ({ data: ids }) as never,
    delete: async (_resource, { id, previousData }) => {
      await json(`/contact/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: previousData ?? { id } } as never;
    },
    deleteMany: async (_resource, { ids }) => {
      await json('/contact/bulk/delete/', { method: 'PUT', data: ids });
      return { data: ids } as never;
    },
  };
};

/** Routes the contacts resource to its own provider and everything else to `base`. */
export const withContactsResource = (base: DataProvider, api: ApiClient): DataProvider => {
  const contacts = createContactsDataProvider(api);
  const methods = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
  const routed = { ...base } as Record<string, unknown>;
  for (const method of methods) {
    routed[method] = (resource: string, params: unknown) => {
      const target = (resource === CONTACTS_RESOURCE ? contacts : base)[method] as (resource: string, params: unknown) => Promise<unknown>;
      return target(resource, params);
    };
  }
  return routed as unknown as DataProvider;
};

type ImportInstructions = ApiAnswer<'/api/contact/import/instructions', 'get'>;
export type ImportInstructionColumn = ImportInstructions['columns'][number];
export type ImportSummary = Schema<'ContactImportSummary'>;
export type ImportRowError = NonNullable<ImportSummary['errors']>[number];

/** The address book's calls beyond the list resource. */
export const createContactsApi = (api: ApiClient, auth: UploadAuth) => ({
  setContactFlag: async (flag: BulkFlag, checked: boolean, ids: Id[]) => {
    await api.json(`/contact/bulk/${flag}/?checked=${checked ? 1 : 0}`, { method: 'PUT', data: ids });
  },
  searchContacts: (custId: Id, q: string, perPage = 20) =>
    api.json<{ id: Id }[]>(
      listUrl({ meta: { custId }, filter: { q }, pagination: { page: 1, perPage }, sort: { field: 'company', order: 'ASC' } }),
    ),
  getImportInstructions: () => api.json<ImportInstructions>('/contact/import/instructions'),
  getImportRows: (id: string, page: number, perPage: number) =>
    api.json<ApiAnswer<'/api/contact/import/{id}/rows', 'get'>>(
      `/contact/import/${encodeURIComponent(id)}/rows?${new URLSearchParams({ filter: '{"valid":false}', range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]) })}`,
    ),
  commitImport: (id: string, replaceBy: string | null) =>
    api.json<ImportSummary>(`/contact/import/${encodeURIComponent(id)}/commit`, { method: 'POST', data: replaceBy ? { replaceBy } : {} }),
  /** The template as a file for the browser to save (the call needs the bearer token, so no plain link). */
  downloadImportTemplate: async () => {
    const response = await api.request('/contact/import/template', { headers: { Accept: '*/*' } });
    if (!response.ok) throw new Error(`template: ${response.status}`);
    return response.blob();
  },
  /** POST /contact/import/ (multipart field `file`) with upload progress from 0 to 1; answers the preview. */
  uploadImport: async (file: File, onProgress: (fraction: number) => void): Promise<ImportSummary> => {
    const answer = await uploadFile(api, auth, '/contact/import/', file, onProgress, () => api.json('/contact/import/instructions'));
    if (answer.status >= 400) throw Object.assign(new Error('import refused'), { status: answer.status, body: answer.body });
    return answer.body as ImportSummary;
  },
});

export type ContactsApi = ReturnType<typeof createContactsApi>;
