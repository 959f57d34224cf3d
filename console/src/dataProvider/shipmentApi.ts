import { normalizeContacts, type Contact } from '../contacts/contact';
import type { BookAnswer } from '../order/booking';
import type { OrderRequest, SaveConsignmentRequest } from '../shipment/completionRequest';
import type { OrderConsignment, OrderDetail } from '../shipment/fromOrder';
import { normalizeFreightService, normalizeServiceOption, type FreightServiceDetail, type ServiceOption } from '../shipment/product';
import type { Id } from '../session/session';
import { normalizePickupPoints, type PickupPoint } from '../shipment/pickupPoints';
import type { ApiAnswer, Schema } from '../api/types';
import type { ApiClient } from './apiClient';

/** Answer of every consignment call (spec 7): the consignments and errors de-duplicated by code. */
export type ConsignmentsAnswer = Omit<Schema<'ConsignmentsAnswer'>, 'consignments'> & { consignments: OrderConsignment[] };

/** The calls of shipment steps 3 and 4 and the send list (spec 7). */
export interface ShipmentApi {
  getFreightService(templateName: string): Promise<FreightServiceDetail>;
  getServiceOption(id: number): Promise<ServiceOption | undefined>;
  /** The product's carrier's pickup points nearest the postcode (404: none, in the spec's words). */
  getPickupPoints(templateName: string, postcode: string, countryCode: string): Promise<PickupPoint[]>;
  getContactsByCustomer(custId: Id): Promise<Contact[]>;
  createConsignment(consignment: SaveConsignmentRequest): Promise<ConsignmentsAnswer>;
  updateConsignment(consignment: SaveConsignmentRequest): Promise<ConsignmentsAnswer>;
  createOrder(order: OrderRequest): Promise<OrderDetail>;
  updateOrder(order: OrderRequest): Promise<ApiAnswer<'/api/order', 'put'>>;
  getOrder(orderNo: string): Promise<OrderDetail>;
  getUnbookedOrders(custId: Id): Promise<OrderDetail[]>;
  deleteOrder(orderNo: string): Promise<void>;
  /** PUT /order/book/ under an Idempotency-Key the caller keeps for retries. */
  bookOrders(orderNos: string[], idempotencyKey: string): Promise<BookAnswer>;
}

const segment = (value: Id) => encodeURIComponent(String(value));

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

const consignmentsAnswer = (value: unknown): ConsignmentsAnswer => {
  const answer = (value && typeof value === 'object' ? value : {}) as Partial<ConsignmentsAnswer>;
  return { consignments: list(answer.consignments), errors: list(answer.errors) };
};

export const createShipmentApi = (api: ApiClient): ShipmentApi => ({
  getFreightService: (templateName) => api.json(`/freightservice/${segment(templateName)}`).then(normalizeFreightService),
  getServiceOption: (id) => api.json(`/freightservice/option/${segment(id)}`).then(normalizeServiceOption),
  getPickupPoints: (templateName, postcode, countryCode) =>
    api
      .json(
        `/freightservice/pickuppoints/${segment(templateName)}?postcode=${encodeURIComponent(postcode)}&countryCode=${encodeURIComponent(countryCode)}`,
      )
      .then(normalizePickupPoints),
  getContactsByCustomer: (custId) => api.json(`/contact/customer/${segment(custId)}`).then(normalizeContacts),
  createConsignment: (consignment) => api.json('/consignment/?temp=0', { method: 'POST', data: consignment }).then(consignmentsAnswer),
  updateConsignment: (consignment) => api.json('/consignment/', { method: 'PUT', data: consignment }).then(consignmentsAnswer),
  createOrder: (order) => api.json<OrderDetail>('/order/', { method: 'POST', data: order }),
  updateOrder: (order) => api.json<ApiAnswer<'/api/order', 'put'>>('/order/', { method: 'PUT', data: order }),
  getOrder: (orderNo) => api.json<OrderDetail>(`/order/${segment(orderNo)}`),
  getUnbookedOrders: (custId) =>
    api.json<unknown>(`/order/customer/${segment(custId)}?booked=0`).then((orders) => list<OrderDetail>(orders)),
  deleteOrder: async (orderNo) => {
    await api.json(`/order/${segment(orderNo)}`, { method: 'DELETE' });
  },
  bookOrders: (orderNos, idempotencyKey) =>
    api.json<BookAnswer>('/order/book/', {
      method: 'PUT',
      data: { orderNos },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
});
