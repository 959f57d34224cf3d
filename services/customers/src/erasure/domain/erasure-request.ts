import { ERASURE_SERVICES } from '@freight/messaging';
import { companyCustomerNotErasable } from './erasure.errors';

export type ErasureState = 'requested' | 'completed';

export interface ErasureServiceState {
  service: string;
  done: boolean;
  confirmedAt: string | null;
  /** Rows the service removed or anonymised; null until it has answered. */
  affected: number | null;
}

export interface ErasureRequestView {
  id: string;
  customerId: number;
  requestedBy: number;
  requestedAt: string;
  state: ErasureState;
  completedAt: string | null;
  services: ErasureServiceState[];
}

/** What decides whether a customer may be erased this way. */
export interface ErasureCandidate {
  consigneeType: string;
  /** Whether another customer shares its company id (a company's colleagues); a lone customer's compId is its own. */
  hasColleagues: boolean;
}

/**
 * Only a private person is erased this way. A company customer's record is the company's (its bookings, its
 * colleagues), not one person's: its users are deactivated instead, and its data follows the retention periods.
 */
export function assertErasable(customer: ErasureCandidate): void {
  if (customer.consigneeType !== 'private' || customer.hasColleagues) throw companyCustomerNotErasable();
}

/** Every service's row for the view, answered or not, in a fixed order. */
export function servicesOf(confirmations: readonly { service: string; confirmed_at: Date; affected: number }[]): ErasureServiceState[] {
  const byService = new Map(confirmations.map((c) => [c.service, c]));
  return ERASURE_SERVICES.map((service) => {
    const confirmation = byService.get(service);
    return {
      service,
      done: Boolean(confirmation),
      confirmedAt: confirmation ? new Date(confirmation.confirmed_at).toISOString() : null,
      affected: confirmation ? confirmation.affected : null,
    };
  });
}
