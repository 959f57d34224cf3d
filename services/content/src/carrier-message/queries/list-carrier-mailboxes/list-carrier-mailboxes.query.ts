import { Query } from '@nestjs/cqrs';
import type { CarrierMailbox } from '../../carrier-message.openapi';

export class ListCarrierMailboxesQuery extends Query<CarrierMailbox[]> {}
