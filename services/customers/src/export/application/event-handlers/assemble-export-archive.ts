import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EXPORT_SERVICES, EventSubscriptions, InboundEvent, Outbox } from '@freight/messaging';
import { CUSTOMERS_CONFIG, CustomersConfig } from '../../../customers.config';
import { zipArchive } from '../../domain/export-archive';
import { expiryOf } from '../../domain/export-request';
import { exportReadyMail } from '../../domain/export-mail';

/**
 * Keeps each service's pieces of an export as they come; the piece that completes the last service's part assembles
 * the archive (files in path order, each file's pieces in order), stores it for seven days, drops the pieces and asks
 * for the mail, all in that piece's inbox transaction.
 */
@Injectable()
export class AssembleExportArchive implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    @Inject(CUSTOMERS_CONFIG) private readonly config: CustomersConfig,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('PersonalDataExportContributed', AssembleExportArchive.name, (event) => this.record(event));
  }

  async record({ data }: InboundEvent<'PersonalDataExportContributed'>): Promise<void> {
    if (!(EXPORT_SERVICES as readonly string[]).includes(data.service) || data.parts < 1 || data.part < 0 || data.part >= data.parts)
      return;
    const m = this.tx.manager;
    // Pieces of several services arrive at once: the request's row lock has each one see the ones committed before it.
    const [request]: { id: string; customer_id: number; completed_at: Date | null }[] = await m.query(
      'SELECT id, customer_id, completed_at FROM export_requests WHERE id::text = $1 AND customer_id::text = $2 FOR UPDATE',
      [data.requestId, data.customerId],
    );
    if (!request || request.completed_at) return;
    await m.query(
      `INSERT INTO export_pieces (request_id, service, part, parts, path, content) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [request.id, data.service, data.part, data.parts, data.path, Buffer.from(data.content)],
    );
    const [{ done }]: { done: number }[] = await m.query(
      `SELECT count(*)::int AS done FROM (
         SELECT service FROM export_pieces WHERE request_id = $1 GROUP BY service HAVING count(*) = max(parts)) s`,
      [request.id],
    );
    if (done < EXPORT_SERVICES.length) return;
    await this.assemble(request.id, request.customer_id);
  }

  private async assemble(requestId: string, customerId: number): Promise<void> {
    const m = this.tx.manager;
    const pieces: { path: string; content: Buffer }[] = await m.query(
      'SELECT path, content FROM export_pieces WHERE request_id = $1 ORDER BY service, part',
      [requestId],
    );
    const files = new Map<string, Buffer[]>();
    for (const piece of pieces) files.set(piece.path, [...(files.get(piece.path) ?? []), piece.content]);
    const readyAt = new Date();
    const archive = await zipArchive(
      [...files].map(([path, chunks]) => ({ path, content: Buffer.concat(chunks) })),
      readyAt,
    );
    const expiresAt = expiryOf(readyAt);
    await m.query('UPDATE export_requests SET completed_at = $2, expires_at = $3, archive = $4, archive_bytes = $5 WHERE id = $1', [
      requestId,
      readyAt,
      expiresAt,
      archive,
      archive.length,
    ]);
    await m.query('DELETE FROM export_pieces WHERE request_id = $1', [requestId]);
    const [customer]: { email: string }[] = await m.query('SELECT email FROM customers WHERE id = $1', [customerId]);
    const to = customer?.email.trim();
    // Without an address the person finds the archive on the profile page, where they asked for it.
    if (!to) return;
    await this.outbox.record(
      'MailRequested',
      customerId,
      exportReadyMail({ customerId, requestId, to, link: `${this.config.publicUrl}/profile`, expiresAt }),
    );
  }
}
