import { DomainError, type FieldError } from '@freight/kernel/domain';
import type { Reason } from '../../shared/freight/freight.types';

/** The spec's "No pickup points or access points for the postal code" (section 8), answered 404. */
export const noPickupPoints = (reason: 'PICKUP_POINT.NONE_NEAR' | 'PICKUP_POINT.PRODUCT_HAS_NONE') =>
  new DomainError('not_found', 'ERROR.NO_PICKUP_POINTS', { reason });

/** A bad search (400), the field named. */
export const invalidPickupPointSearch = (field: string, code: FieldError['code'], params?: FieldError['params']) =>
  DomainError.invalid([{ field, code, ...(params ? { params } : {}) }]);

/** A consignment saved with a pickup point its product cannot deliver to (400, the part's id named). */
export const pickupPointRefused = (reasons: readonly Reason[]) =>
  DomainError.invalid(
    reasons.map((r) => ({ field: 'part.accessPoint.address.id', code: r.code, ...(r.params ? { params: r.params } : {}) })),
  );
