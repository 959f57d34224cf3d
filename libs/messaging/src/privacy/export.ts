import { EntityManager } from 'typeorm';
import { EventSubscriptions, InboundEvent } from '../inbox/event-subscriptions';
import { Outbox } from '../outbox/outbox';
import { ERASURE_SERVICES, ErasureService } from './erasure';

/** The services that answer PersonalDataExportRequested: the same seven that erase, since they hold the same data. */
export const EXPORT_SERVICES = ERASURE_SERVICES;

/** Bytes per PersonalDataExportContributed: well under the broker's 1 MB record limit, with room for the envelope. */
export const EXPORT_PIECE_BYTES = 512 * 1024;

/** Whose data is asked for: the customer record the person signs in with, and the user who asked. */
export interface ExportSubject {
  customerId: number;
  userId: number;
}

/** A service's part: `data` becomes `{service}/data.json`; files (PDFs) go beside it under `{service}/`. */
export interface ExportPart {
  data: Record<string, unknown>;
  files?: { path: string; content: Buffer }[];
}

/** Collects what the service holds of the subject, in the inbox transaction it runs in (the TransactionHost's manager). */
export type CollectExport = (subject: ExportSubject) => Promise<ExportPart>;

/** The files of a part, each under the service's folder, data.json first. */
export function exportFiles(service: ErasureService, part: ExportPart): { path: string; content: Buffer }[] {
  // A file name from data (a bill number) must not climb out of the service's folder or carry odd characters.
  const safe = (path: string) =>
    path
      .split('/')
      .map((segment) => segment.replace(/[^\w.-]+/g, '_'))
      .filter((segment) => segment !== '' && !/^\.+$/.test(segment))
      .join('/');
  return [
    { path: `${service}/data.json`, content: Buffer.from(JSON.stringify(part.data, null, 2)) },
    ...(part.files ?? []).map((file) => ({ path: `${service}/${safe(file.path)}`, content: file.content })),
  ];
}

/** Pieces of at most `size` bytes, numbered across all files; an empty file is still one piece, so it appears in the archive. */
export function exportPieces(
  files: readonly { path: string; content: Buffer }[],
  size = EXPORT_PIECE_BYTES,
): { path: string; content: Buffer }[] {
  return files.flatMap(({ path, content }) => {
    const pieces: { path: string; content: Buffer }[] = [];
    for (let at = 0; at < content.length || pieces.length === 0; at += size)
      pieces.push({ path, content: content.subarray(at, at + size) });
    return pieces;
  });
}

/**
 * Makes `service` answer every PersonalDataExportRequested with its part: `collect` runs in the event's inbox
 * transaction and the pieces are written to the outbox in the same one, so a redelivered request sends nothing twice.
 */
export function answerExportRequests(
  subscriptions: EventSubscriptions,
  outbox: Outbox,
  service: ErasureService,
  collect: CollectExport,
): void {
  subscriptions.on(
    'PersonalDataExportRequested',
    `ExportPersonalData.${service}`,
    async ({ data }: InboundEvent<'PersonalDataExportRequested'>) => {
      const customerId = Number(data.customerId);
      const userId = Number(data.userId);
      // A malformed id asks nothing that could be done; it is skipped, not retried for ever.
      if (!Number.isSafeInteger(customerId) || customerId <= 0 || !Number.isSafeInteger(userId) || userId <= 0) return;
      const pieces = exportPieces(exportFiles(service, await collect({ customerId, userId })));
      const contributedAt = new Date().toISOString();
      await outbox.recordAll(
        pieces.map((piece, part) => ({
          type: 'PersonalDataExportContributed' as const,
          aggregateId: customerId,
          data: {
            requestId: data.requestId,
            customerId: data.customerId,
            service,
            path: piece.path,
            part,
            parts: pieces.length,
            content: piece.content,
            contributedAt,
          },
        })),
      );
    },
  );
}

/**
 * Rows of `table` matching `where` as JSON objects, oldest first by `order`, without the columns in `omit`
 * (secrets, password hashes, large bytes): what an export lists of one table.
 */
export async function exportRows(
  manager: EntityManager,
  table: string,
  where: string,
  params: readonly unknown[],
  options: { omit?: readonly string[]; order?: string } = {},
): Promise<unknown[]> {
  const omit = options.omit ?? [];
  const rows: { row: unknown }[] = await manager.query(
    `SELECT to_jsonb(t) - $${params.length + 1}::text[] AS row FROM ${table} t WHERE ${where} ORDER BY ${options.order ?? '1'}`,
    [...params, omit],
  );
  return rows.map((r) => r.row);
}
