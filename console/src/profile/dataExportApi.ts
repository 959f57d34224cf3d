import type { Schema } from '../api/types';
import { apiErrorFromResponse, readBlob } from '../dataProvider/ApiError';
import type { ApiClient } from '../dataProvider/apiClient';

/** The signed-in person's data export as GET /api/customer/export answers it. */
export type DataExport = Schema<'ExportRequest'>;

/** The GDPR data export calls (customers service): ask, follow, download. The person's own, so no customer id in the path. */
export const createDataExportApi = (api: ApiClient) => ({
  /** The newest export, or null when none was asked for (404). */
  dataExport: async (): Promise<DataExport | null> => {
    const response = await api.request('/customer/export');
    if (response.status === 404) return null;
    if (!response.ok) throw await apiErrorFromResponse(response);
    return (await response.json()) as DataExport;
  },
  requestDataExport: () => api.json<DataExport>('/customer/export', { method: 'POST' }),
  /** The archive, fetched with the session's token (a plain link could not carry it). */
  dataExportArchive: async (requestId: string) => readBlob(await api.request(`/customer/export/${encodeURIComponent(requestId)}/archive`)),
});
