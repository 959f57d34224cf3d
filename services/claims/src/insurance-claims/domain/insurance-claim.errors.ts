import { DomainError } from '@freight/kernel/domain';

export { claimAlreadySubmitted, consignmentNotFound } from '../../shared/shared.errors';

/** The spec's "could not send" text; the claim stays a draft to be sent again (503). */
export const claimSendFailed = () => new DomainError('unavailable', 'ERROR.INSURANCE_CLAIM_FAILED', { reason: 'CLAIM.SEND_FAILED' });
export const claimNotInsured = () => new DomainError('unprocessable', 'CLAIM.NOT_INSURED');
export const claimDeadlinePassed = (deadline: string, days: number) =>
  new DomainError('unprocessable', 'CLAIM.DEADLINE_PASSED', { params: { deadline, days } });
/** The customer's insurance is inactivated (the insuranceDisabled setting, claims' copy). */
export const insuranceDisabled = () => new DomainError('unprocessable', 'CLAIM.INSURANCE_DISABLED');
