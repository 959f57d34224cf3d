import type { DataProvider, GetListParams } from 'react-admin';
import { ApiError, apiErrorFromResponse, toErrorBody } from '../dataProvider/ApiError';
import type { ApiAnswer, Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import { uploadFile, type UploadAuth } from '../dataProvider/uploadFile';
import type { Id } from '../session/session';

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

const total = (headers: Headers, fallback: number) => {
  const n = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(n) ? n : fallback;
};

/** GET /complaint/customer/{custId} in ra-data-simple-rest's shape; custId comes as `meta.custId`. */
const listUrl = (params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>) => {
  const custId = params.meta?.custId as Id | undefined;
  if (custId === undefined) throw new Error('complaints: meta.custId is required');
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params.filter ?? {})) if (value !== undefined && value !== '') filter[key] = value;
  const search = new URLSearchParams({
    sort: JSON.stringify([params.sort?.field ?? 'createdDate', params.sort?.order ?? 'DESC']),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(filter),
  });
  return `/complaint/customer/${encodeURIComponent(String(custId))}?${search}`;
};

/** The complaints resource for react-admin: the claims service's paths (PUT /complaint/ with the id in the body). */
export const createComplaintsDataProvider = (api: ApiClient): DataProvider => {
  const one = (id: Id) => api.json<Complaint>(`/complaint/${encodeURIComponent(String(id))}`);
  return {
    getList: async (_resource, params) => {
      const response = await api.request(listUrl(params));
      if (!response.ok) throw await apiErrorFromResponse(response);
      const data = (await response.json()) as Complaint[];
      return { data, total: total(response.headers, data.length) } as never;
    },
    getOne: async (_resource, { id }) => ({ data: await one(id) }) as never,
    getMany: async (_resource, { ids }) => ({ data: await Promise.all(ids.map(one)) }) as never,
    getManyReference: async () => ({ data: [], total: 0 }) as never,
    create: async (_resource, { data }) => ({ data: await api.json('/complaint/', { method: 'POST', data }) }) as never,
    update: async (_resource, { id, data }) => ({ data: await api.json('/complaint/', { method: 'PUT', data: { ...data, id } }) }) as never,
    updateMany: async (_resource, { ids }) => ({ data: ids }) as never,
    delete: async (_resource, { id, previousData }) => {
      await api.json(`/complaint/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: previousData ?? { id } } as never;
    },
    deleteMany: async (_resource, { ids }) => {
      for (const id of ids) await api.json(`/complaint/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: ids } as never;
    },
  };
};

/** The complaint and insurance-claim calls beyond the list resource. */
export const createComplaintsApi = (api: ApiClient, auth: UploadAuth) => ({
  sendComplaintReminder: (id: Id) => api.json<Complaint>(`/complaint/reminder/${encodeURIComponent(String(id))}`),
  archiveComplaints: (ids: Id[], archived: boolean) =>
    api.json(`/complaint/bulk/archive/?archived=${archived ? 1 : 0}`, { method: 'PUT', data: ids }),
  markComplaints: (ids: Id[], checked: boolean) =>
    api.json(`/complaint/bulk/mark/?checked=${checked ? 1 : 0}`, { method: 'PUT', data: ids }),
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
  downloadAttachment: async (owner: AttachmentOwner, filePath: string) => {
    const response = await api.request(`/${owner}/file/download/?filePath=${encodeURIComponent(filePath)}`, { headers: { Accept: '*/*' } });
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response.blob();
  },
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
