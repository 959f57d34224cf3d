import { isApiError } from '../dataProvider/ApiError';
import type { ShipmentApi } from '../dataProvider/shipmentApi';
import { mergeErrors, type ServerError } from '../order/booking';
import { toOrderRequest, toSaveConsignmentRequest } from './completionRequest';
import { type CompletionDraft } from './completion';
import { toConsignment, type ShipmentDraft } from './draft';
import type { FreightServiceDetail } from './product';

export type SaveResult =
  /** created: the order is new in the send list (not an update of one already there). */
  { ok: true; consignmentId: string; orderNo: string; created: boolean } | { ok: false; errors: ServerError[]; consignmentId?: string };

/** A failed call as errors to list: the server's message, then its field messages. */
export const errorsOfFailure = (error: unknown): ServerError[] => {
  if (!isApiError(error)) return [{ code: 'ERROR.GENERIC' }];
  const fields = (error.body?.errors ?? []).map((field) => ({
    code: field.code ? `${field.code}:${field.field}` : undefined,
    description: field.message,
  }));
  return mergeErrors([{ code: error.code ?? `HTTP.${error.status}`, description: error.serverMessage }], fields);
};

type Api = Pick<ShipmentApi, 'createConsignment' | 'updateConsignment' | 'createOrder' | 'updateOrder'>;

/**
 * Step 3's save: the draft becomes a real consignment (POST /consignment/?temp=0, or PUT when it
 * has an id), then its order enters the send list (POST /order/, or PUT when it has a number).
 * A saved consignment that is gone on the server (deleted in another tab, purged at night) is
 * created anew instead of failing the member's work.
 */
export const saveShipment = async (
  api: Api,
  draft: ShipmentDraft,
  completion: CompletionDraft,
  product: FreightServiceDetail | undefined,
): Promise<SaveResult> => {
  const goods = toConsignment(draft).goodsItem;
  let ids: { consignmentId?: string; orderNo?: string } = { consignmentId: draft.consignmentId, orderNo: draft.orderNo };

  const request = () =>
    toSaveConsignmentRequest({ ...draft, consignmentId: ids.consignmentId, orderNo: ids.orderNo }, completion, product, goods);
  const saveConsignment = async () => {
    if (!ids.consignmentId) return api.createConsignment(request());
    try {
      return await api.updateConsignment(request());
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      ids = {};
      return api.createConsignment(request());
    }
  };

  let consignmentId: string | undefined;
  try {
    const answer = await saveConsignment();
    if (answer.errors.length) return { ok: false, errors: mergeErrors([], answer.errors) };
    consignmentId = answer.consignments[0]?.consignmentId ?? ids.consignmentId;
    if (!consignmentId) return { ok: false, errors: [{ code: 'ERROR.UNDEFINED' }] };
  } catch (error) {
    return { ok: false, errors: errorsOfFailure(error) };
  }

  try {
    const request = toOrderRequest(draft, completion, { consignmentId, orderNo: ids.orderNo }, product);
    if (ids.orderNo) return { ok: true, consignmentId, orderNo: (await api.updateOrder(request)).orderNo, created: false };
    return { ok: true, consignmentId, orderNo: (await api.createOrder(request)).orderNo, created: true };
  } catch (error) {
    return { ok: false, errors: errorsOfFailure(error), consignmentId };
  }
};
