import { describe, expect, it } from '@jest/globals';
import { billOrdersResource, billsResource, createBillApi, formatAmount } from './billApi';
import type { ApiClient } from '../dataProvider/apiClient';

describe('billApi', () => {
  it('names the list resources as the billing service serves them (ra-data-simple-rest appends sort, range, filter)', () => {
    expect(billsResource(1001)).toBe('bill/customer/1001');
    expect(billOrdersResource(1001)).toBe('bill/order/customer/1001');
  });

  it('writes amounts with two decimals and a decimal comma (spec 9)', () => {
    expect(formatAmount('1234.5')).toBe('1234,50 SEK');
    expect(formatAmount('-218.04')).toBe('-218,04 SEK');
    expect(formatAmount('x')).toBe('');
  });

  it('applies for pay later with the accepted terms version', async () => {
    const calls: unknown[] = [];
    const api = {
      json: async (path: string, init?: unknown) => (calls.push([path, init]), {}),
      request: async () => new Response(),
    } as unknown as ApiClient;
    await createBillApi(api).applyForPayLater(1001, '2026-11-01');
    expect(calls).toEqual([['/bill/paylater/customer/1001', { method: 'POST', data: { termsVersion: '2026-11-01', accepted: true } }]]);
  });
});
