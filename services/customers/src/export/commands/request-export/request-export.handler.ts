import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
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
 * again answers that one: a person cannot make the services collect their data many times over.
 */
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
      const open = await findLatestExport(manager, customerId, userId);
      if (open && !open.completed_at) return toExportView(open, new Date());
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
