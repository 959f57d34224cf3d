import type { DataProvider, GetListParams } from 'react-admin';
import type { Id } from '../session/session';

/** An id as one segment of an API path. */
export const pathSegment = (value: Id) => encodeURIComponent(String(value));

/** The customer a resource's call is for, as `meta.custId` (an admin chooses it; a member passes its own), as a path segment. */
export const customerSegment = (resource: string, meta: GetListParams['meta']): string => {
  const custId = meta?.custId as Id | undefined;
  if (custId === undefined) throw new Error(`${resource}: meta.custId is required`);
  return pathSegment(custId);
};

/**
 * A resource that answers only the calls given; any other is refused, saying why (its writes are actions of its own
 * API, or it is only read), so a react-admin component that asks for more fails loudly instead of calling a wrong URL.
 */
export const onlyThese = (resource: string, why: string, calls: Partial<DataProvider>): DataProvider => {
  const refuse = async (): Promise<never> => {
    throw new Error(`${resource}: ${why}`);
  };
  return {
    getList: refuse,
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
    ...calls,
  };
};
