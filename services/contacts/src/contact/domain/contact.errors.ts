import { DomainError } from '@freight/kernel/domain';

/** A colleague's locked contact can be read, not changed or deleted (403). */
export const contactLocked = () => new DomainError('forbidden', 'CONTACT.LOCKED');
/** Locking a contact and making it the sender favourite are its owner's (403). */
export const contactOwnerOnly = () => new DomainError('forbidden', 'CONTACT.OWNER_ONLY');
/** Two concurrent "make primary" calls for one customer: one wins, the other is this conflict (409). */
export const primaryContactChanged = () => new DomainError('conflict', 'CONTACT.PRIMARY_CHANGED');
