import { DomainError, isAdmin, Principal } from '@freight/kernel/domain';

/** Billing's back-office calls (invoice runs, payment files, exports) are for admins (customer level 1). */
export function assertAdmin(principal: Principal): void {
  if (!isAdmin(principal)) throw new DomainError('forbidden', 'AUTH.FORBIDDEN');
}
