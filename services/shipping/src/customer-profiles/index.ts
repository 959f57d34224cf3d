import {
  AddBookingDefaultsToCustomerProfiles1780000002900,
  AddCompanyToCustomerProfiles1732000000310,
  CreateCustomerProfiles1732000000300,
} from './customer-profile.migrations';
import { CustomerProfileEntity } from './customer-profile.entity';
import { CustomerProfiles } from './customer-profiles';
import { RecordCustomerProfileWhenChanged } from './record-customer-profile-when-changed';

export { CustomerProfiles } from './customer-profiles';
export type { CustomerBookingSettings, CustomerProfile } from './customer-profiles';

export const customerProfileEntities = [CustomerProfileEntity];
export const customerProfileMigrations = [
  CreateCustomerProfiles1732000000300,
  AddCompanyToCustomerProfiles1732000000310,
  AddBookingDefaultsToCustomerProfiles1780000002900,
];
export const customerProfileProviders = [CustomerProfiles, RecordCustomerProfileWhenChanged];
