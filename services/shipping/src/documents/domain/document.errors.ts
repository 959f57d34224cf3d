import { DomainError } from '@freight/kernel/domain';

// The documents slice's errors (print, customs, paperless), built here once (issue 26).

/** `?format=` names none of the formats; the allowed ones are named (400). */
export const unknownPrintFormat = (allowed: string) => {
  const params = { allowed };
  return new DomainError('invalid', 'DOCUMENT.UNKNOWN_FORMAT', {
    params: params,
    fieldErrors: [{ field: 'format', code: 'DOCUMENT.UNKNOWN_FORMAT', params }],
  });
};
/** More labels than one print renders (413). */
export const tooManyLabels = (limit: number) => new DomainError('too_large', 'DOCUMENT.TOO_MANY_LABELS', { params: { limit } });
/** Not booked (or not yet numbered): no document to print or send (409). */
export const noDocument = () => new DomainError('conflict', 'ERROR.NO_DOCUMENT', { reason: 'DOCUMENT.NOT_BOOKED' });
/** An archived consignment without its receiver or goods: nothing to render (409). */
export const archivedConsignment = () => new DomainError('conflict', 'ERROR.ARCHIVED_CONSIGNMENT', { reason: 'DOCUMENT.ARCHIVED' });
/** Booked in the portal, the carrier has not confirmed it yet (409). */
export const awaitingCarrier = () => new DomainError('conflict', 'ERROR.AWAITING_CARRIER', { reason: 'DOCUMENT.AWAITING_CARRIER' });
/** The carrier refused the booking (409). */
export const carrierRefused = () => new DomainError('conflict', 'ERROR.CARRIER_REFUSED', { reason: 'DOCUMENT.CARRIER_REFUSED' });
/** The order was cancelled (409). */
export const orderCancelled = () => new DomainError('conflict', 'ERROR.ORDER_CANCELLED', { reason: 'DOCUMENT.CANCELLED' });
/** ZPL asked for, but a carrier's own label is not ZPL (409). */
export const carrierLabelNotZpl = () =>
  new DomainError('conflict', 'ERROR.CARRIER_LABEL_NOT_ZPL', { reason: 'DOCUMENT.CARRIER_LABEL_FORMAT' });
/** A destination inside the customs union needs no declaration (409). */
export const customsNotRequired = () => new DomainError('conflict', 'CUSTOMS.NOT_REQUIRED');
/** No declaration saved for a consignment that needs one (409). */
export const customsRequired = () => new DomainError('conflict', 'CUSTOMS.REQUIRED');
/** The carrier takes no paperless customs documents (409). */
export const paperlessNotOffered = () => new DomainError('conflict', 'CUSTOMS.PAPERLESS_NOT_OFFERED');
/** The declaration did not choose paperless (409). */
export const paperlessNotChosen = () => new DomainError('conflict', 'CUSTOMS.PAPERLESS_NOT_CHOSEN');
/** At most `limit` documents sent per consignment (409). */
export const tooManyCustomsDocuments = (limit: number) => new DomainError('conflict', 'CUSTOMS.TOO_MANY_DOCUMENTS', { params: { limit } });
/** An uploaded file past the size limit (413, the field named). */
export const uploadTooLarge = () =>
  new DomainError('too_large', 'VALIDATION.FILE_TOO_LARGE', { fieldErrors: [{ field: 'file', code: 'VALIDATION.FILE_TOO_LARGE' }] });
/** An upload that does not start as a PDF (422, the field named). */
export const notAPdf = () =>
  new DomainError('unprocessable', 'CUSTOMS.NOT_A_PDF', { fieldErrors: [{ field: 'file', code: 'CUSTOMS.NOT_A_PDF' }] });
