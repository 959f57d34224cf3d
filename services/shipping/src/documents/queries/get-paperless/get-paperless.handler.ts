import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import type { EntityManager } from 'typeorm';
import type { Consignment } from '../../../consignments/domain/consignment';
import { CatalogueCache } from '../../../catalogue/cache/catalogue.cache';
import { carrierOf, ownedConsignment, readCustoms, SentDocument, sentDocuments } from '../../database/customs.repository';
import { PAPERLESS_LIMITS } from '../../domain/pdf-upload';
import { GetPaperlessQuery } from './get-paperless.query';

export interface PaperlessAnswer {
  consignmentId: string;
  paperless: boolean;
  /** Only one express carrier takes customs documents electronically. */
  offered: boolean;
  documents: SentDocument[];
  limits: { bytesPerFile: number; filesPerConsignment: number };
}

export async function readPaperless(
  manager: EntityManager,
  consignment: Consignment,
  carrierCode: number | null,
): Promise<PaperlessAnswer> {
  const { paperless } = await readCustoms(manager, consignment.id);
  return {
    consignmentId: consignment.id,
    paperless,
    offered: carrierCode !== null && (findCarrier(carrierCode)?.paperlessCustoms ?? false),
    documents: await sentDocuments(manager, consignment.id),
    limits: { ...PAPERLESS_LIMITS },
  };
}

/** GET /consignment/upspaperless/{id}: the choice and what was sent to the carrier. */
@QueryHandler(GetPaperlessQuery)
export class GetPaperlessHandler implements IQueryHandler<GetPaperlessQuery, PaperlessAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly catalogue: CatalogueCache,
  ) {}

  execute({ principal, consignmentId }: GetPaperlessQuery): Promise<PaperlessAnswer> {
    return this.tx.run(async (manager) => {
      const consignment = await ownedConsignment(manager, principal, consignmentId);
      return readPaperless(manager, consignment, await carrierOf(manager, this.catalogue, consignment));
    });
  }
}
