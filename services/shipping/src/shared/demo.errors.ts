import { DomainError } from '@freight/kernel/domain';

/** What the demo may not do in shipping (403): book, print, or keep a consignment beyond pricing it. */
export const demoForbidden = () => new DomainError('forbidden', 'AUTH.DEMO_FORBIDDEN');
