import type { DataProvider, GetListParams, GetManyParams, RaRecord, UpdateManyParams, UpdateParams } from 'react-admin';
import { ApiError, readBlob, toErrorBody } from '../dataProvider/ApiError';
import type { ApiAnswer, Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import { uploadFile, type UploadAuth } from '../dataProvider/uploadFile';
import type { Id } from '../session/session';
import { customerSegment } from '../dataProvider/resourceParts';

export const COMPLAINTS_RESOURCE = 'complaints';

export type Attachment = Schema<'Attachment'>;

/** The spec's Complaint as the claims service answers it (internal fields only for admins). */
export type Complaint = Schema<'Complaint'>;
export type Reminder = Complaint['reminders'][number];

export type AttachmentLimits = ApiAnswer<'/api/complaint/file/limits', 'get'>;

export type AttachmentOwner = 'complaint' | 'claim';

/** An insured booked order as the claim form sees it. */
export type ClaimableOrder = ApiAnswer<'/api/claim/order', 'get'>;

export type InsuranceClaim = Schema<'InsuranceClaim'>;

/** The claim form's fields as POST and PUT /api/claim/ take them (the residual value as typed). */
export type InsuranceClaimInput = Required<
  Pick<
    Schema<'CreateInsuranceClaimRequestDto'>,
    'damageDescription' | 'repairPossibility' | 'otherInformation' | 'payoutAccountType' | 'payoutAccount'
  >
> & {
  residualValue: string;
};

/** The list path GET /complaint/customer/{custId}; custId comes as `meta.custId`. */
const listPath = (meta: GetListParams['meta']) => `complaint/customer/${customerSegment('complaints', meta)}`;

/** The filter without empty values (`archived: false` is a value: the active complaints). */
const complaintFilter = (filter: GetListParams['filter']) =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== ''));

/** What `updateMany` sets on many complaints, and the bulk call (with its query word) that sets it. */
const BULK_CALLS = { markMemberList: ['mark', 'checked'], archived: ['archive', 'archived'] } as const;

/**
 * The complaints resource (issue 26): ra-data-simple-rest where the claims service speaks it (the list with
 * Content-Range, GET and DELETE /complaint/{id}, POST /complaint/), its own calls where not (PUT /complaint/ with the
 * id in the body; `updateMany` of `{ markMemberList }` or `{ archived }` through the bulk mark and archive calls).
 */
export const createComplaintsDataProvider = (rest: DataProvider, api: ApiClient): DataProvider => ({
  getList: (_resource, params) => rest.getList(listPath(params.meta), { ...params, filter: complaintFilter(params.filter) }),
  getOne: (_resource, params) => rest.getOne('complaint', params),
  getMany: async <R extends RaRecord>(_resource: string, { ids, signal }: GetManyParams<R>) => ({
    data: await Promise.all(ids.map((id) => api.json<R>(`/complaint/${encodeURIComponent(String(id))}`, { signal }))),
  }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: (_resource, params) => rest.create('complaint/', params),
  update: async <R extends RaRecord>(_resource: string, { id, data }: UpdateParams<R>) => ({
    data: await api.json<R>('/complaint/', { method: 'PUT', data: { ...data, id } }),
  }),
  updateMany: async <R extends RaRecord>(_resource: string, { ids, data }: UpdateManyParams<R>) => {
    const [field, value] = Object.entries(data ?? {})[0] ?? [];
    const call = BULK_CALLS[field as keyof typeof BULK_CALLS];
    if (!call) throw new Error(`complaints: no bulk call sets ${String(field)}`);
    await api.json(`/complaint/bulk/${call[0]}/?${call[1]}=${value ? 1 : 0}`, { method: 'PUT', data: ids });
    return { data: ids };
  },
  delete: (_resource, params) => rest.delete('complaint', params),
  deleteMany: (_resource, params) => rest.deleteMany('complaint', params),
});

/** The complaint and insurance-claim actions beyond the resource: reminders, attachments, the insurance claim. */
export const createComplaintsApi = (api: ApiClient, auth: UploadAuth) => ({
  sendComplaintReminder: (id: Id) => api.json<Complaint>(`/complaint/reminder/${encodeURIComponent(String(id))}`),
  attachmentLimits: () => api.json<AttachmentLimits>('/complaint/file/limits'),
  /** POST /{complaint|claim}/file/upload/{id} (multipart field `file`) with upload progress; refusals throw ApiError. */
  uploadAttachment: async (owner: AttachmentOwner, id: Id, file: File, onProgress: (fraction: number) => void): Promise<Attachment> => {
    const answer = await uploadFile(api, auth, `/${owner}/file/upload/${encodeURIComponent(String(id))}`, file, onProgress, () =>
      api.json('/complaint/file/limits'),
    );
    if (answer.status >= 400) throw new ApiError(answer.status, toErrorBody(answer.body));
    return answer.body as Attachment;
  },
  /** The file as a blob (the call needs the bearer token, so no plain link). */
  downloadAttachment: async (owner: AttachmentOwner, filePath: string) =>
    readBlob(await api.request(`/${owner}/file/download/?filePath=${encodeURIComponent(filePath)}`, { headers: { Accept: '*/*' } })),
  claimableOrder: (consignmentNo: string) => api.json<ClaimableOrder>(`/claim/order?consignmentNo=${encodeURIComponent(consignmentNo)}`),
  /** The customer's latest claim about a consignment (a draft to go on with, or the one sent), if any. */
  claimFor: async (custId: Id, consignmentNo: string): Promise<InsuranceClaim | undefined> => {
    const search = new URLSearchParams({ sort: '["createdDate","DESC"]', range: '[0,0]', filter: JSON.stringify({ consignmentNo }) });
    return (await api.json<InsuranceClaim[]>(`/claim/customer/${encodeURIComponent(String(custId))}?${search}`))[0];
  },
  getInsuranceClaim: (id: Id) => api.json<InsuranceClaim>(`/claim/${encodeURIComponent(String(id))}`),
  createInsuranceClaim: (consignmentNo: string, input: InsuranceClaimInput) =>
    api.json<InsuranceClaim>('/claim/', { method: 'POST', data: { ...input, consignmentNo } }),
  updateInsuranceClaim: (id: Id, input: InsuranceClaimInput) =>
    api.json<InsuranceClaim>('/claim/', { method: 'PUT', data: { ...input, id } }),
  submitInsuranceClaim: (id: Id) => api.json<InsuranceClaim>(`/claim/submit/${encodeURIComponent(String(id))}`, { method: 'PUT' }),
});

export type ComplaintsApi = ReturnType<typeof createComplaintsApi>;

/** A file size for the attachment list and the size label: kB under a megabyte, else MB with at most one decimal. */
export const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
