import { describe, expect, it } from '@jest/globals';
import type { DataProvider } from 'react-admin';
import { customerSegment, onlyThese } from './resourceParts';

describe('resource parts', () => {
  it('reads the customer from meta.custId as one path segment, and names the resource when it is missing', () => {
    expect(customerSegment('audit', { custId: 1001 })).toBe('1001');
    expect(customerSegment('audit', { custId: '10/01' })).toBe('10%2F01');
    expect(() => customerSegment('audit', {})).toThrow('audit: meta.custId is required');
    expect(() => customerSegment('audit', undefined)).toThrow('audit: meta.custId is required');
  });

  it('answers only the calls given and refuses every other, saying why', async () => {
    const getList: DataProvider['getList'] = async () => ({ data: [], total: 0 });
    const provider = onlyThese('news', 'only read here', { getList });
    await expect(provider.getList('news', {})).resolves.toEqual({ data: [], total: 0 });
    for (const call of ['getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const)
      await expect((provider[call] as (...args: unknown[]) => Promise<unknown>)('news', {})).rejects.toThrow('news: only read here');
  });
});
