import { AppendAuditEntries } from './application/append-audit-entries';
import { RecordCustomerCompany } from './application/record-customer-company';
import {
  AddAuditEntryRetention1790600000620,
  AddAuditEntryRole1780500000100,
  CreateAuditTrail1780200000100,
  MoveAuditAddressesAside1790600000610,
} from './database/audit.migrations';
import { ListAuditEntriesHandler } from './queries/list-audit-entries/list-audit-entries.handler';
import { ListAuditEntriesHttpController } from './queries/list-audit-entries/list-audit-entries.http.controller';

/** The audit trail (issue 32 item 1), which auth owns, for the auth module's wiring. */
export const auditMigrations = [
  CreateAuditTrail1780200000100,
  AddAuditEntryRole1780500000100,
  MoveAuditAddressesAside1790600000610,
  AddAuditEntryRetention1790600000620,
];
export const auditControllers = [ListAuditEntriesHttpController];
export const auditProviders = [AppendAuditEntries, RecordCustomerCompany, ListAuditEntriesHandler];
