import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule, MultipartPassThrough, TransactionHost } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';
import { attachmentControllers, attachmentProviders } from './attachments';
import { BLOB_STORE } from './attachments/blob-store.port';
import { PostgresBlobStore } from './attachments/postgres-blob-store';
import { parseS3Url, S3BlobStore } from './attachments/s3-blob-store';
import { BookedOrders } from './booked-orders/booked-orders';
import { RecordBookedOrders } from './booked-orders/record-booked-orders';
import { RecordCustomerSettings } from './booked-orders/record-customer-settings';
import { complaintControllers, complaintProviders } from './complaints';
import { claimsMigrations } from './database/claims.migrations';
import { EraseClaimsOfCustomer } from './erasure/erase-claims-of-customer';
import { ExportClaimsOfCustomer } from './erasure/export-claims-of-customer';
import { ClaimsRetention } from './retention/claims-retention';
import { insuranceClaimControllers, insuranceClaimProviders } from './insurance-claims';
import { Clock } from './shared/clock';
import { CLAIMS_CONFIG, ClaimsConfig } from './claims.config';
// Loaded with the module, so a process running this service renders its texts.
import './claims.messages';

export const CLAIMS_SCHEMA = 'claims';

const database = DatabaseModule.forService({
  schema: CLAIMS_SCHEMA,
  entities: [],
  migrations: [...messagingMigrations, ...claimsMigrations],
});

/** PostgreSQL in the claims schema by default; an S3-compatible bucket when BLOB_STORE_URL names one (distributed mode). */
const blobStore = {
  provide: BLOB_STORE,
  inject: [CLAIMS_CONFIG, TransactionHost],
  useFactory: (config: ClaimsConfig, tx: TransactionHost) => {
    const s3 = config.blobStoreUrl ? parseS3Url(config.blobStoreUrl) : undefined;
    return s3 ? new S3BlobStore(s3) : new PostgresBlobStore(tx);
  },
};

const controllers = [...complaintControllers, ...insuranceClaimControllers, ...attachmentControllers];
const eventHandlers = [RecordBookedOrders, RecordCustomerSettings, EraseClaimsOfCustomer, ExportClaimsOfCustomer, ClaimsRetention];
const application = [
  ...complaintProviders,
  ...insuranceClaimProviders,
  ...attachmentProviders,
  BookedOrders,
  Clock,
  MultipartPassThrough,
  blobStore,
];

/** Complaints and insurance claims, their attachments, and claims' own copy of booked orders. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'claims', database }), CqrsModule],
  controllers,
  providers: [...eventHandlers, ...application],
})
export class ClaimsModule {}
