import { DomainError, ownedOrNotFound, Principal } from '@freight/kernel';
import type { EntityManager } from 'typeorm';
import { parseConsignmentId } from '../../consignments/domain/consignment-id';
import { findConsignment } from '../../consignments/application/consignment-store';
import type { Consignment } from '../../consignments/domain/consignment';
import type { CatalogueCache } from '../../catalogue/cache/catalogue.cache';
import { orderOfConsignment } from '../../orders/application/order-store';
import type { CustomsDeclaration } from '../domain/customs-declaration';

export interface StoredCustoms {
  declaration: CustomsDeclaration | null;
  paperless: boolean;
}

/** The caller's consignment (an admin's: anyone's) by id; a malformed, missing or foreign one is not found. */
export async function ownedConsignment(manager: EntityManager, principal: Principal, id: unknown, lock = false): Promise<Consignment> {
  const consignmentId = parseConsignmentId(id);
  if (!consignmentId) throw DomainError.notFound('TENANCY.NOT_FOUND');
  return ownedOrNotFound(principal, await findConsignment(manager, consignmentId, lock));
}

export async function readCustoms(manager: EntityManager, consignmentId: string): Promise<StoredCustoms> {
  const rows: { declaration: CustomsDeclaration | null; paperless: boolean }[] = await manager.query(
    'SELECT declaration, paperless FROM consignment_customs WHERE consignment_id = $1',
    [consignmentId],
  );
  return rows[0] ?? { declaration: null, paperless: false };
}

/** The number of goods lines of the consignment's saved customs document: 0 when it has none. */
export async function customsLineCount(manager: EntityManager, consignmentId: string): Promise<number> {
  const rows: { n: number }[] = await manager.query(
    "SELECT coalesce(jsonb_array_length(declaration -> 'lines'), 0)::int AS n FROM consignment_customs WHERE consignment_id = $1",
    [consignmentId],
  );
  return rows[0]?.n ?? 0;
}

export async function writeCustoms(
  manager: EntityManager,
  consignmentId: string,
  change: { declaration: CustomsDeclaration } | { paperless: boolean },
  now: Date,
): Promise<void> {
  if ('declaration' in change) {
    await manager.query(
      `INSERT INTO consignment_customs (consignment_id, declaration, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (consignment_id) DO UPDATE SET declaration = EXCLUDED.declaration, updated_at = EXCLUDED.updated_at`,
      [consignmentId, JSON.stringify(change.declaration), now],
    );
  } else {
    await manager.query(
      `INSERT INTO consignment_customs (consignment_id, paperless, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (consignment_id) DO UPDATE SET paperless = EXCLUDED.paperless, updated_at = EXCLUDED.updated_at`,
      [consignmentId, change.paperless, now],
    );
  }
}

/** The consignment's carrier: its order's, else its product's (a consignment may be saved before it is priced). */
export async function carrierOf(manager: EntityManager, catalogue: CatalogueCache, consignment: Consignment): Promise<number | null> {
  const order = await orderOfConsignment(manager, consignment.id);
  const templateName = order?.templateName ?? consignment.templateName ?? consignment.document.templateName;
  return order?.supplierId ?? (templateName ? catalogue.snapshot.service(templateName)?.supplierId : undefined) ?? null;
}

export interface SentDocument {
  id: string;
  documentId: string;
  fileName: string;
  size: number;
  source: 'generated' | 'uploaded';
  sentAt: string;
}

export async function sentDocumentCount(manager: EntityManager, consignmentId: string): Promise<number> {
  const [{ n }]: { n: number }[] = await manager.query('SELECT count(*)::int AS n FROM carrier_documents WHERE consignment_id = $1', [
    consignmentId,
  ]);
  return n;
}

export async function sentDocuments(manager: EntityManager, consignmentId: string): Promise<SentDocument[]> {
  const rows: {
    id: string;
    carrier_document_id: string;
    file_name: string;
    size: number;
    source: 'generated' | 'uploaded';
    sent_at: Date;
  }[] = await manager.query(
    'SELECT id, carrier_document_id, file_name, size, source, sent_at FROM carrier_documents WHERE consignment_id = $1 ORDER BY sent_at, id',
    [consignmentId],
  );
  return rows.map((r) => ({
    id: r.id,
    documentId: r.carrier_document_id,
    fileName: r.file_name,
    size: r.size,
    source: r.source,
    sentAt: r.sent_at.toISOString(),
  }));
}

export async function recordSentDocument(
  manager: EntityManager,
  row: {
    id: string;
    consignmentId: string;
    carrierCode: number;
    documentId: string;
    fileName: string;
    size: number;
    sha256: string;
    source: 'generated' | 'uploaded';
    sentAt: Date;
  },
): Promise<void> {
  await manager.query(
    'INSERT INTO carrier_documents (id, consignment_id, carrier_code, carrier_document_id, file_name, size, sha256, source, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [row.id, row.consignmentId, row.carrierCode, row.documentId, row.fileName, row.size, row.sha256, row.source, row.sentAt],
  );
}
