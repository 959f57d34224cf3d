import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { findLatestExport, toExportView } from '../../database/export-requests';
import { ExportRequestView } from '../../domain/export-request';
import { exportNotFound } from '../../domain/export.errors';

export class GetExportQuery {
  constructor(
    readonly customerId: number,
    readonly userId: number,
  ) {}
}

/** The user's newest export request: being assembled (which services are done), ready until when, or expired. */
@QueryHandler(GetExportQuery)
export class GetExportHandler implements IQueryHandler<GetExportQuery, ExportRequestView> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, userId }: GetExportQuery): Promise<ExportRequestView> {
    const row = await findLatestExport(this.tx.manager, customerId, userId);
    if (!row) throw exportNotFound();
    return toExportView(row, new Date());
  }
}
