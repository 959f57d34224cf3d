import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ContactAccess } from '../../application/contact-access';
import { ContactResponse, toResponse } from '../../database/contact-rows';
import { GetContactQuery } from './get-contact.query';

/** GET /contact/{id}: one visible contact (own or a colleague's); any other is 404. */
@QueryHandler(GetContactQuery)
export class GetContactHandler implements IQueryHandler<GetContactQuery, ContactResponse> {
  constructor(private readonly access: ContactAccess) {}

  async execute({ principal, id }: GetContactQuery): Promise<ContactResponse> {
    const [contact] = await this.access.load(principal, [id]);
    return toResponse(contact.row, principal.customerId);
  }
}
