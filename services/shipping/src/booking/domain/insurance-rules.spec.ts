import { checkInsurance } from './insurance-rules';

describe(checkInsurance.name, () => {
  it('needs nothing when not insured', () => {
    expect(checkInsurance(false, null)).toEqual([]);
  });

  it('makes the goods value mandatory when insured', () => {
    expect(checkInsurance(true, null)).toEqual([{ code: 'BOOKING.GOODS_VALUE_REQUIRED' }]);
  });

  it('rejects a goods value under SEK 1 000 and over SEK 1 000 000', () => {
    expect(checkInsurance(true, 99_999)).toEqual([{ code: 'BOOKING.GOODS_VALUE_MIN', params: { limit: '1000' } }]);
    expect(checkInsurance(true, 100_000_001)).toEqual([{ code: 'BOOKING.GOODS_VALUE_MAX', params: { limit: '1000000' } }]);
  });

  it('accepts the bounds themselves', () => {
    expect(checkInsurance(true, 100_000)).toEqual([]);
    expect(checkInsurance(true, 100_000_000)).toEqual([]);
  });
});
