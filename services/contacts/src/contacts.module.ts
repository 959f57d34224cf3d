import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { ContactAccess } from './contact/application/contact-access';
import { CreateContactHandler, DeleteContactsHandler, SetContactFlagHandler, UpdateContactHandler } from './contact/contact.commands';
import { ContactHttpController } from './contact/contact.http.controller';
import { GetContactHandler, ListContactsHandler } from './contact/contact.queries';
import { CustomerProfiles } from './customer-profiles/customer-profiles';
import { EraseContactsOfCustomer } from './contact/application/erase-contacts-of-customer';
import { ExportContactsOfCustomer } from './contact/application/export-contacts-of-customer';
import { ContactsRetention } from './retention/contacts-retention';
import { ContactImportService } from './import/contact-import.service';
import { ContactImportHttpController, MultipartPassThrough } from './import/contact-import.http.controller';
import { contactsMigrations } from './migrations';
import { CreatePackageFavouriteHandler } from './package-favourites/commands/create-package-favourite/create-package-favourite.handler';
import { CreatePackageFavouriteHttpController } from './package-favourites/commands/create-package-favourite/create-package-favourite.http.controller';
import { DeletePackageFavouriteHandler } from './package-favourites/commands/delete-package-favourite/delete-package-favourite.handler';
import { DeletePackageFavouriteHttpController } from './package-favourites/commands/delete-package-favourite/delete-package-favourite.http.controller';
import { ListPackageFavouritesHandler } from './package-favourites/queries/list-package-favourites/list-package-favourites.handler';
import { ListPackageFavouritesHttpController } from './package-favourites/queries/list-package-favourites/list-package-favourites.http.controller';
import { FindCityHandler } from './postcodes/queries/find-city/find-city.handler';
import { FindCityHttpController } from './postcodes/queries/find-city/find-city.http.controller';
// Loaded with the module, so a process running this service renders its texts.
import './contacts.messages';

export const CONTACTS_SCHEMA = 'contacts';

const database = DatabaseModule.forService({ schema: CONTACTS_SCHEMA, entities: [], migrations: contactsMigrations });

/**
 * The address book: contacts shared within a company, the sender favourite, the spreadsheet import, package
 * favourites and the postcode → city lookup. Owns /api/contact, /api/packagefavourite and /api/postcode.
 */
@Module({
  imports: [database, MessagingModule.forService({ service: 'contacts', database }), CqrsModule],
  controllers: [
    ContactImportHttpController,
    ContactHttpController,
    ListPackageFavouritesHttpController,
    CreatePackageFavouriteHttpController,
    DeletePackageFavouriteHttpController,
    FindCityHttpController,
  ],
  providers: [
    MultipartPassThrough,
    ContactImportService,
    CustomerProfiles,
    EraseContactsOfCustomer,
    ExportContactsOfCustomer,
    ContactsRetention,
    ContactAccess,
    CreateContactHandler,
    UpdateContactHandler,
    DeleteContactsHandler,
    SetContactFlagHandler,
    GetContactHandler,
    ListContactsHandler,
    CreatePackageFavouriteHandler,
    DeletePackageFavouriteHandler,
    ListPackageFavouritesHandler,
    FindCityHandler,
  ],
})
export class ContactsModule {}
