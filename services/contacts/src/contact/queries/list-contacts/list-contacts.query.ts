import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '@freight/kernel';
import type { ContactResponse } from '../../database/contact-rows';
import type { SortField } from './list-contacts.request';

export class ListContactsQuery extends Query<ContactPage> {
  constructor(
    /** Whose address book: the caller's own customer, or any for an admin (checked by the controller). */
    readonly customerId: number,
    readonly list: ListQuery<SortField>,
  ) {
    super();
  }
}

export interface ContactPage {
  rows: ContactResponse[];
  total: number;
}
