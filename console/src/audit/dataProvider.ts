import type { DataProvider, GetListParams } from 'react-admin';
import type { Id } from '../session/session';

export const AUDIT_RESOURCE = 'audit';

/** The customer whose trail is read, as `meta.custId` (an admin chooses it; a member reads its own). */
const trailOf = (meta: GetListParams['meta']) => {
  const custId = meta?.custId as Id | undefined;
  if (custId === undefined) throw new Error('audit: meta.custId is required');
  return `auth/audit/${encodeURIComponent(String(custId))}`;
};

/**
 * The audit trail resource (issue 26): GET /auth/audit/{customerId} through ra-data-simple-rest, whose sort, range and
 * filter the server pages in the database. A trail is only read.
 */
export const createAuditDataProvider = (rest: DataProvider): DataProvider => {
  const refuse = async (): Promise<never> => {
    throw new Error('audit is a read-only list');
  };
  return {
    getList: async (_resource, params) => rest.getList(trailOf(params.meta), params),
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  };
};
