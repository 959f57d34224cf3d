import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule, MultipartPassThrough } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { ContactAccess } from './contact/application/contact-access';
import { CreateContactHandler } from './contact/commands/create-contact/create-contact.handler';
import { CreateContactHttpController } from './contact/commands/create-contact/create-contact.http.controller';
import { UpdateContactHandler } from './contact/commands/update-contact/update-contact.handler';
import { UpdateContactHttpController } from './contact/commands/update-contact/update-contact.http.controller';
import { DeleteContactsHandler } from './contact/commands/delete-contacts/delete-contacts.handler';
import { DeleteContactsHttpController } from './contact/commands/delete-contacts/delete-contacts.http.controller';
import { SetContactFlagHandler } from './contact/commands/set-contact-flag/set-contact-flag.handler';
import { SetContactFlagHttpController } from './contact/commands/set-contact-flag/set-contact-flag.http.controller';
import { GetContactHandler } from './contact/queries/get-contact/get-contact.handler';
import { GetContactHttpController } from './contact/queries/get-contact/get-contact.http.controller';
import { ListContactsHandler } from './contact/queries/list-contacts/list-contacts.handler';
import { ListContactsHttpController } from './contact/queries/list-contacts/list-contacts.http.controller';
import { CustomerProfiles } from './customer-profiles/customer-profiles';
import { EraseContactsOfCustomer } from './contact/application/erase-contacts-of-customer';
import { ExportContactsOfCustomer } from './contact/application/export-contacts-of-customer';
import { ContactsRetention } from './retention/contacts-retention';
import { RecordLastSeenWhenUserSignedIn } from './last-seen/application/event-handlers/record-last-seen-when-user-signed-in';
import { ContactImportService } from './import/contact-import.service';
import { PreviewContactImportHandler } from './import/commands/preview-contact-import/preview-contact-import.handler';
import { PreviewContactImportHttpController } from './import/commands/preview-contact-import/preview-contact-import.http.controller';
import { CommitContactImportHandler } from './import/commands/commit-contact-import/commit-contact-import.handler';
import { CommitContactImportHttpController } from './import/commands/commit-contact-import/commit-contact-import.http.controller';
import { GetImportInstructionsHandler } from './import/queries/get-import-instructions/get-import-instructions.handler';
import { GetImportInstructionsHttpController } from './import/queries/get-import-instructions/get-import-instructions.http.controller';
import { GetImportTemplateHandler } from './import/queries/get-import-template/get-import-template.handler';
import { GetImportTemplateHttpController } from './import/queries/get-import-template/get-import-template.http.controller';
import { GetContactImportHandler } from './import/queries/get-contact-import/get-contact-import.handler';
import { GetContactImportHttpController } from './import/queries/get-contact-import/get-contact-import.http.controller';
import { ListContactImportRowsHandler } from './import/queries/list-contact-import-rows/list-contact-import-rows.handler';
import { ListContactImportRowsHttpController } from './import/queries/list-contact-import-rows/list-contact-import-rows.http.controller';
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
    CreateContactHttpController,
    UpdateContactHttpController,
    DeleteContactsHttpController,
    SetContactFlagHttpController,
    GetContactHttpController,
    ListContactsHttpController,
    PreviewContactImportHttpController,
    CommitContactImportHttpController,
    GetImportInstructionsHttpController,
    GetImportTemplateHttpController,
    GetContactImportHttpController,
    ListContactImportRowsHttpController,
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
    RecordLastSeenWhenUserSignedIn,
    ContactAccess,
    CreateContactHandler,
    UpdateContactHandler,
    DeleteContactsHandler,
    SetContactFlagHandler,
    GetContactHandler,
    ListContactsHandler,
    PreviewContactImportHandler,
    CommitContactImportHandler,
    GetImportInstructionsHandler,
    GetImportTemplateHandler,
    GetContactImportHandler,
    ListContactImportRowsHandler,
    CreatePackageFavouriteHandler,
    DeletePackageFavouriteHandler,
    ListPackageFavouritesHandler,
    FindCityHandler,
  ],
})
export class ContactsModule {}
