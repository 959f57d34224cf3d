import type {
  DataProvider,
  DeleteManyParams,
  GetListParams,
  GetManyParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { ApiError, readBlob, toErrorBody } from '../dataProvider/ApiError';
import type { ApiAnswer, Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import { uploadFile, type UploadAuth } from '../dataProvider/uploadFile';
import { listFilter } from '../dataProvider/listFilter';
import { customerSegment } from '../dataProvider/resourceParts';

export const CONTACTS_RESOURCE = 'contacts';

/** The four flags the bulk calls set (spec 7: /contact/bulk/{sender|receiver|consumer|locked}/?checked=0|1). */
export const BULK_FLAGS = { sender: 'consignor', receiver: 'consignee', consumer: 'consumer', locked: 'locked' } as const;
export type BulkFlag = keyof typeof BULK_FLAGS;

/** "Minst antal tecken": the server refuses a shorter search, so the list does not send one. */
export const MIN_SEARCH_CHARACTERS = 2;

/** The address book's list path: GET /contact/customer/{custId}; custId comes as `meta.custId`. */
const listPath = (meta: GetListParams['meta']) => `contact/customer/${customerSegment('contacts', meta)}`;

const one = (id: Identifier) => `/contact/${encodeURIComponent(String(id))}`;

/**
 * The contacts resource (issue 26): ra-data-simple-rest where the contacts service speaks it (the list's sort, range
 * and filter with Content-Range, GET and DELETE /contact/{id}, POST /contact/), its own calls where it does not (PUT
 * /contact/ with the id in the body, the bulk flag and bulk delete calls, which take an id list). `updateMany` sets
 * one flag: `data` is `{ [flag]: checked }` with a flag of BULK_FLAGS.
 */
export const createContactsDataProvider = (rest: DataProvider, api: ApiClient): DataProvider => ({
  getList: (_resource, params) =>
    rest.getList(listPath(params.meta), { ...params, filter: listFilter(params.filter, MIN_SEARCH_CHARACTERS) }),
  getOne: (_resource, params) => rest.getOne('contact', params),
  getMany: async <R extends RaRecord>(_resource: string, { ids, signal }: GetManyParams<R>) => ({
    data: await Promise.all(ids.map((id) => api.json<R>(one(id), { signal }))),
  }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: (_resource, params) => rest.create('contact/', params),
  update: async <R extends RaRecord>(_resource: string, { id, data }: UpdateParams<R>) => ({
    data: await api.json<R>('/contact/', { method: 'PUT', data: { ...data, id } }),
  }),
  updateMany: async <R extends RaRecord>(_resource: string, { ids, data }: UpdateManyParams<R>) => {
    const [flag, checked] = Object.entries(data ?? {})[0] ?? [];
    const bulk = (Object.keys(BULK_FLAGS) as BulkFlag[]).find((key) => BULK_FLAGS[key] === flag);
    if (!bulk) throw new Error(`contacts: no bulk call sets ${String(flag)}`);
    await api.json(`/contact/bulk/${bulk}/?checked=${checked ? 1 : 0}`, { method: 'PUT', data: ids });
    return { data: ids };
  },
  delete: (_resource, params) => rest.delete('contact', params),
  deleteMany: async <R extends RaRecord>(_resource: string, { ids }: DeleteManyParams<R>) => {
    await api.json('/contact/bulk/delete/', { method: 'PUT', data: ids });
    return { data: ids };
  },
});

type ImportInstructions = ApiAnswer<'/api/contact/import/instructions', 'get'>;
export type ImportInstructionColumn = ImportInstructions['columns'][number];
export type ImportSummary = Schema<'ContactImportSummary'>;
export type ImportRowError = NonNullable<ImportSummary['errors']>[number];

/** The address book's actions beyond the resource: the spreadsheet import. */
export const createContactsApi = (api: ApiClient, auth: UploadAuth) => ({
  getImportInstructions: () => api.json<ImportInstructions>('/contact/import/instructions'),
  getImportRows: (id: string, page: number, perPage: number) =>
    api.json<ApiAnswer<'/api/contact/import/{id}/rows', 'get'>>(
      `/contact/import/${encodeURIComponent(id)}/rows?${new URLSearchParams({ filter: '{"valid":false}', range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]) })}`,
    ),
  commitImport: (id: string, replaceBy: string | null) =>
    api.json<ImportSummary>(`/contact/import/${encodeURIComponent(id)}/commit`, { method: 'POST', data: replaceBy ? { replaceBy } : {} }),
  /** The template as a file for the browser to save (the call needs the bearer token, so no plain link). */
  downloadImportTemplate: async () => readBlob(await api.request('/contact/import/template', { headers: { Accept: '*/*' } })),
  /** POST /contact/import/ (multipart field `file`) with upload progress from 0 to 1; answers the preview, refusals throw ApiError. */
  uploadImport: async (file: File, onProgress: (fraction: number) => void): Promise<ImportSummary> => {
    const answer = await uploadFile(api, auth, '/contact/import/', file, onProgress, () => api.json('/contact/import/instructions'));
    if (answer.status >= 400) throw new ApiError(answer.status, toErrorBody(answer.body));
    return answer.body as ImportSummary;
  },
});

export type ContactsApi = ReturnType<typeof createContactsApi>;
