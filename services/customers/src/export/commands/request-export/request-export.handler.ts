import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { findLatestExport, toExportView } from '../../database/export-requests';
import { ExportRequestView } from '../../domain/export-request';

export class RequestExportCommand {
  constructor(
    readonly customerId: number,
    readonly userId: number,
  ) {}
}

/**
 * Records the export request and PersonalDataExportRequested in one transaction; every service then sends its part
 * and the archive is assembled when all have (AssembleExportArchive). While one is still being assembled, asking
 * again answers that one, and so does a ready archive less than a day old (and not expired): a person cannot make seven
 * services collect and render their data many times over (a request costs every service a pass, billing its PDFs).
 */
/** A new export only when the latest is assembled and either a day old or expired. */
const REQUEST_AGAIN_AFTER_MS = 24 * 3600 * 1000;
const isStillAnswered = (
  latest: { requested_at: Date | string; completed_at: Date | string | null; expires_at: Date | string | null },
  now: Date,
) =>
  !latest.completed_at ||
  (now.getTime() - new Date(latest.requested_at).getTime() < REQUEST_AGAIN_AFTER_MS &&
    (!latest.expires_at || new Date(latest.expires_at) > now));

@CommandHandler(RequestExportCommand)
export class RequestExportHandler implements ICommandHandler<RequestExportCommand, ExportRequestView> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
  ) {}

  execute({ customerId, userId }: RequestExportCommand): Promise<ExportRequestView> {
    return this.tx.run(async (manager) => {
      // Serialises two simultaneous requests of one user (a double click) into one.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`export-request:${userId}`]);
      // A token for a customer this service does not hold (a stale or foreign signing) starts nothing.
      const [customer] = await manager.query('SELECT 1 FROM customers WHERE id = $1', [customerId]);
      if (!customer) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
      const latest = await findLatestExport(manager, customerId, userId);
      if (latest && isStillAnswered(latest, new Date())) return toExportView(latest, new Date());
      const id = randomUUID();
      const requestedAt = new Date();
      await manager.query('INSERT INTO export_requests (id, customer_id, user_id, requested_at) VALUES ($1, $2, $3, $4)', [
        id,
        customerId,
        userId,
        requestedAt,
      ]);
      await this.outbox.record('PersonalDataExportRequested', customerId, {
        requestId: id,
        customerId: String(customerId),
        userId: String(userId),
        requestedAt: requestedAt.toISOString(),
      });
      return toExportView((await findLatestExport(manager, customerId, userId))!, requestedAt);
    });
  }
}
