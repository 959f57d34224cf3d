import { bookingDefaults, templateDefaults } from './booking-defaults';

const profile = (over: Partial<Parameters<typeof bookingDefaults>[0]> = {}) => ({
  consigneeType: 'company',
  insuranceDisabled: false,
  insuranceGoodsValueOre: null,
  noPickup: false,
  ...over,
});

describe('booking defaults from the customer settings', () => {
  it('starts insured with the goods value the customer set, in kronor on the template', () => {
    const defaults = bookingDefaults(profile({ insuranceGoodsValueOre: '2500000', noPickup: true }));
    expect(templateDefaults(defaults)).toEqual({ insured: true, insuranceDisabled: false, insuranceGoodsValue: 25_000, noPickup: true });
  });

  it('offers no insurance when the customer switched it off, whatever value is kept', () => {
    const defaults = bookingDefaults(profile({ insuranceDisabled: true, insuranceGoodsValueOre: '2500000' }));
    expect(templateDefaults(defaults)).toEqual({ insured: false, insuranceDisabled: true, noPickup: false });
  });

  it('ignores a stored value outside the insurable range, and an unknown consignee type', () => {
    expect(bookingDefaults(profile({ insuranceGoodsValueOre: '100', consigneeType: 'alien' }))).toEqual({
      consigneeType: 'company',
      insuranceDisabled: false,
      insuranceGoodsValueOre: null,
      noPickup: false,
    });
    expect(bookingDefaults(profile({ consigneeType: 'private' })).consigneeType).toBe('private');
  });
});
