import type { DataProvider, GetOneParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import type { ApiClient } from '../dataProvider/apiClient';
import type { CustomsAnswer } from './customs';
import type { PaperlessAnswer, SentDocument } from './paperless';
import { onlyThese, pathSegment } from '../dataProvider/resourceParts';

export const CUSTOMS_RESOURCE = 'customs';
export const PAPERLESS_RESOURCE = 'paperless';

/** A consignment's customs document or paperless choice as a record: one per consignment, the consignment id its id. */
export type CustomsRecord = CustomsAnswer & { id: string };
export type PaperlessRecord = PaperlessAnswer & { id: string };

const path = pathSegment;

/**
 * A singleton per consignment read and replaced whole at `base`/{consignmentId} (GET and PUT, which answers the
 * record as stored). The answers carry no id of their own, so the consignment's is added.
 */
const perConsignment = (resource: string, base: string, api: ApiClient): DataProvider => {
  const asRecord = <R extends RaRecord>(id: Identifier, answer: object) => ({ ...answer, id: String(id) }) as unknown as R;
  return onlyThese(resource, 'one per consignment, read and saved', {
    getOne: async <R extends RaRecord>(_resource: string, { id, signal }: GetOneParams<R>) => ({
      data: asRecord<R>(id, await api.json<object>(`${base}/${path(id)}`, { signal })),
    }),
    update: async <R extends RaRecord>(_resource: string, { id, data }: UpdateParams<R>) => ({
      data: asRecord<R>(id, await api.json<object>(`${base}/${path(id)}`, { method: 'PUT', data })),
    }),
  });
};

/**
 * The customs document resource (issue 26): GET/PUT /consignment/customs/{consignmentId}, the CN23 / commercial
 * invoice of a consignment leaving the EU. Not ra-data-simple-rest: its answers have no id.
 */
export const createCustomsDataProvider = (api: ApiClient) => perConsignment(CUSTOMS_RESOURCE, '/consignment/customs', api);

/** The paperless resource: GET/PUT /consignment/upspaperless/{consignmentId}, the choice to send the documents electronically. */
export const createPaperlessDataProvider = (api: ApiClient) => perConsignment(PAPERLESS_RESOURCE, '/consignment/upspaperless', api);

/** The paperless actions: a PDF sent to the carrier, or the customs invoice Frakt makes from the declaration. */
export const createCustomsApi = (api: ApiClient) => ({
  /** The PDF itself as the body, streamed by the browser. */
  uploadCustomsDocument: (id: string, file: Blob, fileName: string) =>
    api.json<SentDocument>(`/consignment/upspaperless/${path(id)}/documents?${new URLSearchParams({ name: fileName })}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/pdf' },
    }),
  sendCustomsInvoice: (id: string) => api.json<SentDocument>(`/consignment/upspaperless/${path(id)}/invoice`, { method: 'POST' }),
});

export type CustomsApi = ReturnType<typeof createCustomsApi>;
