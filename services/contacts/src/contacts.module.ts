import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { ContactAccess } from './contact/application/contact-access';
import { CreateContactHandler, DeleteContactsHandler, SetContactFlagHandler, UpdateContactHandler } from './contact/contact.commands';
import { ContactHttpController } from './contact/contact.http.controller';
import { GetContactHandler, ListContactsHandler } from './contact/contact.queries';
import { CustomerProfiles } from './customer-profiles/customer-profiles';
import { ContactImportService } from './import/contact-import.service';
import { ContactImportHttpController, MultipartPassThrough } from './import/contact-import.http.controller';
import { contactsMigrations } from './migrations';

export const CONTACTS_SCHEMA = 'contacts';

const database = DatabaseModule.forService({ schema: CONTACTS_SCHEMA, entities: [], migrations: contactsMigrations });

/** The address book: contacts shared within a company, the sender favourite, and the spreadsheet import. Owns /api/contact. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'contacts', database }), CqrsModule],
  controllers: [ContactImportHttpController, ContactHttpController],
  providers: [
    MultipartPassThrough,
    ContactImportService,
    CustomerProfiles,
    ContactAccess,
    CreateContactHandler,
    UpdateContactHandler,
    DeleteContactsHandler,
    SetContactFlagHandler,
    GetContactHandler,
    ListContactsHandler,
  ],
})
export class ContactsModule {}
