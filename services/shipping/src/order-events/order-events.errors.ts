import { DomainError } from '@freight/kernel/domain';

/** The order events are an event stream only, resumed from a numeric Last-Event-ID (400). */
export const eventStreamOnly = () => new DomainError('invalid', 'ORDER.EVENT_STREAM_ONLY');
