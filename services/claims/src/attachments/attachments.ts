import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, isAdmin, Principal, TransactionHost } from '@freight/kernel';
import { Clock } from '../shared/clock';
import { returning } from '../shared/returning';
import { BLOB_STORE, BlobStore } from './blob-store.port';
import { FileTypeSniffer } from './file-type';
import { sanitiseFileName } from './file-name';
import { drainRequest, incomingFile } from './multipart-file';

export type OwnerKind = 'complaint' | 'claim';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 25 * 1024 * 1024;
/** An upload that never finished (process died mid-way) is cleared after this long. */
export const PENDING_UPLOAD_TTL_MS = 60 * 60 * 1000;

const OWNER_TABLE: Record<OwnerKind, string> = { complaint: 'complaints', claim: 'insurance_claims' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AttachmentView {
  /** Opaque; the filePath of the download call. */
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface AttachmentDownload {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

interface AttachmentRow {
  id: string;
  owner_id: string;
  customer_id: number;
  file_name: string;
  content_type: string;
  size_bytes: string;
  created_at: Date;
}

const toView = (r: AttachmentRow): AttachmentView => ({
  id: r.id,
  fileName: r.file_name,
  contentType: r.content_type,
  size: Number(r.size_bytes),
  createdAt: r.created_at.toISOString(),
});

const tooLarge = () =>
  new DomainError('too_large', 'VALIDATION.FILE_TOO_LARGE', {
    fieldErrors: [{ field: 'file', code: 'VALIDATION.FILE_TOO_LARGE' }],
    reason: 'ATTACHMENT.TOO_LARGE',
  });
const badFormat = () =>
  new DomainError('invalid', 'VALIDATION.FORM', {
    fieldErrors: [{ field: 'file', code: 'VALIDATION.INVALID_FORMAT' }],
    reason: 'ATTACHMENT.INVALID_FORMAT',
  });

/**
 * Files attached to complaints and insurance claims: checked by their bytes (file-type.ts), bounded per file
 * and per record, streamed into the BlobStore and out again; only the record's customer or an admin reaches them.
 */
@Injectable()
export class Attachments {
  constructor(
    private readonly tx: TransactionHost,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly clock: Clock,
  ) {}

  async upload(principal: Principal, kind: OwnerKind, ownerId: number, request: IncomingMessage): Promise<AttachmentView> {
    try {
      const customerId = await this.ownerCustomer(principal, kind, ownerId);
      const room = Math.min(MAX_FILE_BYTES, MAX_TOTAL_BYTES - (await this.storedBytes(kind, ownerId)));
      if (room <= 0) throw tooLarge();
      const file = await incomingFile(request, 'file', MAX_FILE_BYTES);
      const fileName = sanitiseFileName(file.fileName, 'bin');
      if (fileName === undefined) throw badFormat();
      return await this.store(kind, ownerId, customerId, fileName, file.stream, room);
    } catch (error) {
      drainRequest(request);
      throw error;
    }
  }

  private async store(
    kind: OwnerKind,
    ownerId: number,
    customerId: number,
    fileName: string,
    stream: Readable,
    room: number,
  ): Promise<AttachmentView> {
    const id = randomUUID();
    const now = this.clock.now();
    await this.tx.dataSource.query(
      'INSERT INTO attachments (id, owner_kind, owner_id, customer_id, file_name, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [id, kind, ownerId, customerId, fileName, now],
    );
    const sniffer = new FileTypeSniffer();
    let seen = 0;
    async function* checked(): AsyncGenerator<Buffer> {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > room) throw tooLarge();
        if (!sniffer.push(chunk)) throw badFormat();
        yield chunk;
      }
    }
    try {
      const size = await this.blobs.put(id, checked());
      const type = sniffer.result();
      if (size === 0 || !type) throw badFormat();
      return await this.tx.run(async (manager) => {
        // The owner's row lock orders concurrent uploads to one record, so together they stay within the total.
        await manager.query(`SELECT id FROM ${OWNER_TABLE[kind]} WHERE id = $1 FOR UPDATE`, [ownerId]);
        if ((await this.storedBytes(kind, ownerId)) + size > MAX_TOTAL_BYTES) throw tooLarge();
        const rows = returning<AttachmentRow>(
          await manager.query(`UPDATE attachments SET state = 'stored', size_bytes = $2, content_type = $3 WHERE id = $1 RETURNING *`, [
            id,
            size,
            type.contentType,
          ]),
        );
        return toView(rows[0]);
      });
    } catch (error) {
      stream.resume();
      await this.blobs.delete([id]).catch(() => undefined);
      await this.tx.dataSource.query('DELETE FROM attachments WHERE id = $1', [id]).catch(() => undefined);
      throw error;
    }
  }

  /** A stored file the caller may read; anything else (malformed id, pending, another customer's) is not found. */
  async download(principal: Principal, filePath: unknown): Promise<AttachmentDownload> {
    if (typeof filePath !== 'string' || !UUID.test(filePath)) throw DomainError.notFound('TENANCY.NOT_FOUND');
    const rows: AttachmentRow[] = await this.tx.manager.query(`SELECT * FROM attachments WHERE id = $1 AND state = 'stored'`, [filePath]);
    const row = rows[0];
    if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return { fileName: row.file_name, contentType: row.content_type, size: Number(row.size_bytes), stream: this.blobs.open(row.id) };
  }

  /** Stored attachments of several records of one kind, by record id. */
  async listFor(kind: OwnerKind, ownerIds: readonly number[]): Promise<Map<number, AttachmentView[]>> {
    const byOwner = new Map<number, AttachmentView[]>();
    if (!ownerIds.length) return byOwner;
    const rows: AttachmentRow[] = await this.tx.manager.query(
      `SELECT * FROM attachments WHERE owner_kind = $1 AND owner_id = ANY($2::bigint[]) AND state = 'stored' ORDER BY upload_seq`,
      [kind, ownerIds],
    );
    for (const row of rows) {
      const owner = Number(row.owner_id);
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), toView(row)]);
    }
    return byOwner;
  }

  /** Removes the attachments of deleted records, bytes included. */
  async deleteFor(kind: OwnerKind, ownerIds: readonly number[]): Promise<void> {
    const rows = returning<{ id: string }>(
      await this.tx.manager.query('DELETE FROM attachments WHERE owner_kind = $1 AND owner_id = ANY($2::bigint[]) RETURNING id', [
        kind,
        ownerIds,
      ]),
    );
    await this.blobs.delete(rows.map((r) => r.id));
  }

  /** Uploads left pending by a process that stopped mid-way. */
  async purgePending(now: Date): Promise<number> {
    const rows = returning<{ id: string }>(
      await this.tx.manager.query(`DELETE FROM attachments WHERE state = 'pending' AND created_at < $1 RETURNING id`, [
        new Date(now.getTime() - PENDING_UPLOAD_TTL_MS),
      ]),
    );
    await this.blobs.delete(rows.map((r) => r.id));
    return rows.length;
  }

  private async storedBytes(kind: OwnerKind, ownerId: number): Promise<number> {
    const rows: { total: string }[] = await this.tx.manager.query(
      `SELECT COALESCE(sum(size_bytes), 0) AS total FROM attachments WHERE owner_kind = $1 AND owner_id = $2 AND state = 'stored'`,
      [kind, ownerId],
    );
    return Number(rows[0].total);
  }

  /** The record's customer, checked against the caller; a submitted insurance claim takes no more files. */
  private async ownerCustomer(principal: Principal, kind: OwnerKind, ownerId: number): Promise<number> {
    const status = kind === 'claim' ? 'status' : `'draft' AS status`;
    const rows: { customer_id: number; status: string }[] = await this.tx.manager.query(
      `SELECT customer_id, ${status} FROM ${OWNER_TABLE[kind]} WHERE id = $1`,
      [ownerId],
    );
    const customerId = rows[0]?.customer_id;
    if (customerId === undefined || (customerId !== principal.customerId && !isAdmin(principal)))
      throw DomainError.notFound('TENANCY.NOT_FOUND');
    if (rows[0].status !== 'draft') throw new DomainError('conflict', 'CLAIM.ALREADY_SUBMITTED');
    return customerId;
  }
}
