import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { assertDownloadable, StoredExport } from '../../domain/export-request';
import { exportExpired, exportNotFound } from '../../domain/export.errors';

export class DownloadExportQuery {
  constructor(
    readonly customerId: number,
    readonly userId: number,
    readonly requestId: string,
  ) {}
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The archive, for the user who asked only: anyone else's request, or an id that is none, answers 404; one still
 * being assembled 409; one past its seven days 410, whether or not the nightly retention has dropped its bytes yet.
 */
@QueryHandler(DownloadExportQuery)
export class DownloadExportHandler implements IQueryHandler<DownloadExportQuery, { fileName: string; archive: Buffer }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, userId, requestId }: DownloadExportQuery): Promise<{ fileName: string; archive: Buffer }> {
    if (!UUID.test(requestId)) throw exportNotFound();
    const [row]: (StoredExport & { archive: Buffer | null })[] = await this.tx.manager.query(
      `SELECT id, completed_at, expires_at, CASE WHEN expires_at > now() THEN archive END AS archive
         FROM export_requests WHERE id = $1 AND customer_id = $2 AND user_id = $3`,
      [requestId, customerId, userId],
    );
    if (!row) throw exportNotFound();
    assertDownloadable(row, new Date());
    if (!row.archive) throw exportExpired();
    return { fileName: `frakt-export-${row.completed_at!.toISOString().slice(0, 10)}.zip`, archive: row.archive };
  }
}
