import type { ApiAnswer } from '../api/types';
import type { ContentBlock } from '../content/content';
import { createContentApi, type ContentServiceApi } from '../content/contentApi';
import type { Order, OrderQuery } from '../order/order';
import type { ServerConsignment } from '../shipment/draft';
import { normalizeFilterAnswer, normalizePriceAnswers, type FilterAnswer, type FilterRequest, type PriceAnswer } from '../shipment/pricing';
import type { Id } from '../session/session';
import type { ApiClient } from './apiClient';
import { apiErrorFromResponse } from './ApiError';
import { createSessionApi, type SessionApi } from './sessionApi';
import { createShipmentApi, type ShipmentApi } from './shipmentApi';
import { createCityLookupApi, type CityLookupApi } from '../shipment/cityLookup';
import { createPackageFavouritesApi, type PackageFavouritesApi } from '../shipment/packageFavourites';

/** The documented calls (spec 7) the console uses, on top of the list resources. */
export interface FraktApi extends SessionApi, ShipmentApi, ContentServiceApi, PackageFavouritesApi, CityLookupApi {
  getContentById(id: string | number, language: string): Promise<ContentBlock>;
  /** A product's terms of delivery (FreightService.textId) in the caller's language. */
  getTerm(id: number): Promise<ApiAnswer<'/api/freightservice/term/{id}', 'get'>>;
  getOrdersByCustomer(custId: Id, query: OrderQuery): Promise<Order[]>;
  /** PUT /order/printed/: marks booked orders printed without a document. */
  markOrdersPrinted(orderNos: string[]): Promise<void>;
  /** PUT /order/cancel/ under an Idempotency-Key: cancels booked orders at their carriers, each on its own. */
  cancelOrders(orderNos: string[], idempotencyKey: string): Promise<ApiAnswer<'/api/order/cancel', 'put'>>;
  /**
   * POST /consignment/print/?format=: the documents of booked orders (order numbers or consignment ids)
   * as one file; the server marks them printed in the same call.
   */
  printDocuments(ids: string[], format: string): Promise<PrintedFile>;
  /** The products offered for a consignment and the reasons the others are not. */
  filterFreightServices(request: FilterRequest): Promise<FilterAnswer>;
  /** Prices of consignments (each with its templateName), in the same order. */
  priceConsignments(consignments: (ServerConsignment & { templateName: string })[]): Promise<PriceAnswer[]>;
  /** GET /customer/insights/{customerId}?from&to: the dashboard's figures for whole months (YYYY-MM). */
  getInsights(custId: Id, from: string, to: string): Promise<ApiAnswer<'/api/customer/insights/{customerId}', 'get'>>;
  /** GET /customer/insights/{customerId}/emissions-report/{year}?format=: the yearly emissions report as a file. */
  getEmissionsReport(custId: Id, year: number, format: 'pdf' | 'csv'): Promise<PrintedFile>;
}

/** A document the server rendered: its bytes, type and the file name it suggests. */
export interface PrintedFile {
  blob: Blob;
  contentType: string;
  fileName: string;
}

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

const path = (value: Id) => encodeURIComponent(String(value));

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const createFraktApi = (api: ApiClient): FraktApi => ({
  ...createShipmentApi(api),
  ...createPackageFavouritesApi(api),
  ...createCityLookupApi(api),
  ...createContentApi(api),
  ...createSessionApi(api),
  getContentById: (id, language) => api.json<ContentBlock>(`/content/${path(id)}${query({ language })}`),
  getTerm: (id) => api.json(`/freightservice/term/${path(id)}`),
  getInsights: (custId, from, to) => api.json(`/customer/insights/${path(custId)}${query({ from, to })}`),
  getOrdersByCustomer: (custId, { booked, from, to }) =>
    api
      .json<Order[] | undefined>(`/order/customer/${path(custId)}${query({ booked, from, to })}`)
      .then((orders) => (Array.isArray(orders) ? orders : [])),
  markOrdersPrinted: async (orderNos) => {
    await api.json('/order/printed/', { method: 'PUT', data: orderNos });
  },
  cancelOrders: (orderNos, idempotencyKey) =>
    api.json('/order/cancel/', { method: 'PUT', data: { orderNos }, headers: { 'Idempotency-Key': idempotencyKey } }),
  printDocuments: async (ids, format) => {
    const response = await api.request(`/consignment/print/${query({ format })}`, { method: 'POST', data: ids });
    if (!response.ok) throw await apiErrorFromResponse(response);
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    const extension = contentType.startsWith('application/pdf') ? 'pdf' : 'zpl';
    return {
      blob: await response.blob(),
      contentType,
      fileName: fileNameOf(response.headers.get('content-disposition'), `documents.${extension}`),
    };
  },
  getEmissionsReport: async (custId, year, format) => {
    const response = await api.request(`/customer/insights/${path(custId)}/emissions-report/${year}${query({ format })}`);
    if (!response.ok) throw await apiErrorFromResponse(response);
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    return {
      blob: await response.blob(),
      contentType,
      fileName: fileNameOf(response.headers.get('content-disposition'), `emissions-${year}.${format}`),
    };
  },
  filterFreightServices: (request) => api.json('/freightservice/filter/', { method: 'POST', data: request }).then(normalizeFilterAnswer),
  priceConsignments: (consignments) => api.json('/consignment/price/', { method: 'POST', data: consignments }).then(normalizePriceAnswers),
});
