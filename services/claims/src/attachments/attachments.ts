import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, isAdmin, Principal, TransactionHost } from '@freight/kernel';
import { Clock } from '../shared/clock';
import { claimAlreadySubmitted } from '../shared/shared.errors';
import { attachmentBadFormat, attachmentTooLarge, tooManyAttachments } from './domain/attachment.errors';
import { returning } from '../shared/returning';
import { BLOB_STORE, BlobStore } from './blob-store.port';
import { FILE_TYPES, FileTypeSniffer } from './file-type';
import { nameForType, sanitiseFileName } from './file-name';
import { drainRequest, incomingFile } from './multipart-file';

export type OwnerKind = 'complaint' | 'claim';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 25 * 1024 * 1024;
/**
 * Files per complaint or insurance claim. A damage is shown with a few photos (each side of the goods, the packaging,
 * the label) and documents (waybill, invoice, a repair quote): 20 leaves room for that, keeps a record's list one page
 * and its mail to the carrier or insurer readable, and 25 MB in all bounds the bytes anyway.
 */
export const MAX_ATTACHMENTS = 20;
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

/** What a checked file would be stored as. */
export type CheckedAttachment = Pick<AttachmentView, 'fileName' | 'contentType' | 'size'>;

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

/** A record's attachments in all: what its shown list (at most MAX_ATTACHMENTS) may leave out of older records. */
export interface AttachmentSummary {
  count: number;
  totalBytes: number;
}

/** The name served ends in the stored type's extension, also for a file stored before names were rewritten. */
const servedName = (r: Pick<AttachmentRow, 'file_name' | 'content_type'>): string => {
  const type = FILE_TYPES.get(r.content_type);
  return type ? nameForType(r.file_name, type) : r.file_name;
};

const toView = (r: AttachmentRow): AttachmentView => ({
  id: r.id,
  fileName: servedName(r),
  contentType: r.content_type,
  size: Number(r.size_bytes),
  createdAt: r.created_at.toISOString(),
});

const tooMany = () => tooManyAttachments(MAX_ATTACHMENTS);

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
      const stored = await this.stored(kind, ownerId);
      if (stored.count >= MAX_ATTACHMENTS) throw tooMany();
      const room = Math.min(MAX_FILE_BYTES, MAX_TOTAL_BYTES - stored.totalBytes);
      if (room <= 0) throw attachmentTooLarge();
      const file = await incomingFile(request, 'file', MAX_FILE_BYTES);
      const fileName = sanitiseFileName(file.fileName, 'bin');
      if (fileName === undefined) throw attachmentBadFormat();
      return await this.store(kind, ownerId, customerId, fileName, file.stream, room);
    } catch (error) {
      drainRequest(request);
      throw error;
    }
  }

  /**
   * The file as an upload would take it (its name, its type by its bytes, its size), read and thrown away: nothing is
   * stored, so a form can refuse a file before it creates the record the file was for.
   */
  async check(request: IncomingMessage): Promise<CheckedAttachment> {
    let stream: Readable | undefined;
    try {
      const file = await incomingFile(request, 'file', MAX_FILE_BYTES);
      stream = file.stream;
      const fileName = sanitiseFileName(file.fileName, 'bin');
      if (fileName === undefined) throw attachmentBadFormat();
      const sniffer = new FileTypeSniffer();
      let size = 0;
      for await (const chunk of file.stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_FILE_BYTES) throw attachmentTooLarge();
        if (!sniffer.push(chunk)) throw attachmentBadFormat();
      }
      const type = sniffer.result();
      if (size === 0 || !type) throw attachmentBadFormat();
      return { fileName: nameForType(fileName, type), contentType: type.contentType, size };
    } catch (error) {
      stream?.resume();
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
        if (seen > room) throw attachmentTooLarge();
        if (!sniffer.push(chunk)) throw attachmentBadFormat();
        yield chunk;
      }
    }
    try {
      const size = await this.blobs.put(id, checked());
      const type = sniffer.result();
      if (size === 0 || !type) throw attachmentBadFormat();
      return await this.tx.run(async (manager) => {
        // The owner's row lock orders concurrent uploads to one record, so together they stay within the count and total.
        await manager.query(`SELECT id FROM ${OWNER_TABLE[kind]} WHERE id = $1 FOR UPDATE`, [ownerId]);
        const stored = await this.stored(kind, ownerId);
        if (stored.count >= MAX_ATTACHMENTS) throw tooMany();
        if (stored.totalBytes + size > MAX_TOTAL_BYTES) throw attachmentTooLarge();
        const rows = returning<AttachmentRow>(
          await manager.query(
            `UPDATE attachments SET state = 'stored', size_bytes = $2, content_type = $3, file_name = $4 WHERE id = $1 RETURNING *`,
            [id, size, type.contentType, nameForType(fileName, type)],
          ),
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
    return { fileName: servedName(row), contentType: row.content_type, size: Number(row.size_bytes), stream: this.blobs.open(row.id) };
  }

  /**
   * Stored attachments of several records of one kind, by record id: each record's first MAX_ATTACHMENTS in upload
   * order, limited in the database (a record from before the cap may hold more; `page` reads the rest).
   */
  async listFor(kind: OwnerKind, ownerIds: readonly number[]): Promise<Map<number, AttachmentView[]>> {
    const byOwner = new Map<number, AttachmentView[]>();
    if (!ownerIds.length) return byOwner;
    const rows: AttachmentRow[] = await this.tx.manager.query(
      `SELECT a.* FROM unnest($2::bigint[]) AS o(id)
         CROSS JOIN LATERAL (SELECT * FROM attachments
                              WHERE owner_kind = $1 AND owner_id = o.id AND state = 'stored' ORDER BY upload_seq LIMIT $3) a
        ORDER BY a.owner_id, a.upload_seq`,
      [kind, [...new Set(ownerIds)], MAX_ATTACHMENTS],
    );
    for (const row of rows) {
      const owner = Number(row.owner_id);
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), toView(row)]);
    }
    return byOwner;
  }

  /** Count and bytes of every stored attachment of several records, by record id (records without any are left out). */
  async summaryFor(kind: OwnerKind, ownerIds: readonly number[]): Promise<Map<number, AttachmentSummary>> {
    if (!ownerIds.length) return new Map();
    const rows: { owner_id: string; count: number; total: string }[] = await this.tx.manager.query(
      `SELECT owner_id, count(*)::int AS count, sum(size_bytes)::text AS total FROM attachments
        WHERE owner_kind = $1 AND owner_id = ANY($2::bigint[]) AND state = 'stored' GROUP BY owner_id`,
      [kind, ownerIds],
    );
    return new Map(rows.map((r) => [Number(r.owner_id), { count: r.count, totalBytes: Number(r.total) }]));
  }

  /** One page of a record's attachments in upload order, read in the database, with how many there are in all. */
  async page(
    principal: Principal,
    kind: OwnerKind,
    ownerId: number,
    range: { start: number; end: number },
  ): Promise<{ items: AttachmentView[]; total: number }> {
    await this.readableOwner(principal, kind, ownerId);
    const rows: (AttachmentRow & { total: number })[] = await this.tx.manager.query(
      `SELECT *, count(*) OVER ()::int AS total FROM attachments
        WHERE owner_kind = $1 AND owner_id = $2 AND state = 'stored' ORDER BY upload_seq LIMIT $3 OFFSET $4`,
      [kind, ownerId, range.end - range.start + 1, range.start],
    );
    const total = rows[0]?.total ?? (range.start > 0 ? (await this.stored(kind, ownerId)).count : 0);
    return { items: rows.map(toView), total };
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

  /** Removes every attachment of a customer, bytes included (an erasure): answers how many went. */
  async deleteForCustomer(customerId: number): Promise<number> {
    const rows = returning<{ id: string }>(
      await this.tx.manager.query('DELETE FROM attachments WHERE customer_id = $1 RETURNING id', [customerId]),
    );
    await this.blobs.delete(rows.map((r) => r.id));
    return rows.length;
  }

  /** The attachments of the given complaints or claims, with their bytes (retention: their owners go). */
  async deleteOwned(kind: OwnerKind, ownerIds: readonly string[]): Promise<number> {
    const rows = returning<{ id: string }>(
      await this.tx.manager.query('DELETE FROM attachments WHERE owner_kind = $1 AND owner_id = ANY($2::bigint[]) RETURNING id', [
        kind,
        ownerIds,
      ]),
    );
    await this.blobs.delete(rows.map((r) => r.id));
    return rows.length;
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

  private async stored(kind: OwnerKind, ownerId: number): Promise<AttachmentSummary> {
    const rows: { count: number; total: string }[] = await this.tx.manager.query(
      `SELECT count(*)::int AS count, COALESCE(sum(size_bytes), 0)::text AS total FROM attachments
        WHERE owner_kind = $1 AND owner_id = $2 AND state = 'stored'`,
      [kind, ownerId],
    );
    return { count: rows[0].count, totalBytes: Number(rows[0].total) };
  }

  /** The record exists and is the caller's (or the caller is an admin); anything else is not found. */
  private async readableOwner(principal: Principal, kind: OwnerKind, ownerId: number): Promise<void> {
    const rows: { customer_id: number }[] = await this.tx.manager.query(`SELECT customer_id FROM ${OWNER_TABLE[kind]} WHERE id = $1`, [
      ownerId,
    ]);
    const customerId = rows[0]?.customer_id;
    if (customerId === undefined || (customerId !== principal.customerId && !isAdmin(principal)))
      throw DomainError.notFound('TENANCY.NOT_FOUND');
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
    if (rows[0].status !== 'draft') throw claimAlreadySubmitted();
    return customerId;
  }
}
