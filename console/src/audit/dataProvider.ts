import type { DataProvider } from 'react-admin';
import { customerSegment, onlyThese } from '../dataProvider/resourceParts';

export const AUDIT_RESOURCE = 'audit';

/**
 * The audit trail resource (issue 26): GET /auth/audit/{customerId} through ra-data-simple-rest, whose sort, range and
 * filter the server pages in the database. A trail is only read.
 */
export const createAuditDataProvider = (rest: DataProvider): DataProvider =>
  onlyThese(AUDIT_RESOURCE, 'a read-only list', {
    // The customer whose trail is read, as `meta.custId` (an admin chooses it; a member reads its own).
    getList: async (resource, params) => rest.getList(`auth/audit/${customerSegment(resource, params.meta)}`, params),
  });
