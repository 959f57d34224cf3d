import { describe, expect, it } from '@jest/globals';
import { createBillApi } from './billApi';
import { formatMoney } from '../format/money';
import type { ApiClient } from '../dataProvider/apiClient';

describe('billApi', () => {
  it('writes bill amounts as every other amount: two decimals, a decimal comma, grouped thousands, kr (spec 9, issue 29)', () => {
    expect(formatMoney('1234.5', 'sv')).toBe('1\u00a0234,50\u00a0kr');
    expect(formatMoney('-218.04', 'sv')).toBe('\u2212218,04\u00a0kr');
    expect(formatMoney('1234.5', 'en')).toBe('SEK\u00a01,234.50');
    expect(formatMoney('x', 'sv')).toBeUndefined();
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
