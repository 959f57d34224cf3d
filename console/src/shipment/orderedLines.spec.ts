import { describe, expect, it } from '@jest/globals';
import { orderedLines } from './pricing';

describe(orderedLines.name, () => {
  it('reads freight, options, insurance, then the transaction fee whatever order the server sent', () => {
    const line = (kind: string) => ({ kind, label: kind, amount: '1.00', formatted: '1,00' }) as Parameters<typeof orderedLines>[0][number];
    const kinds = orderedLines(['transaction_fee', 'insurance', 'option', 'fuel_surcharge', 'freight'].map(line)).map((l) => l.kind);
    expect(kinds).toEqual(['fuel_surcharge', 'freight', 'option', 'insurance', 'transaction_fee']);
  });
});
