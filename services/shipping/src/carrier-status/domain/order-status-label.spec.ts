// The texts come from shipping's catalogue, which the service's process loads with its module.
import '../../shipping.messages';
import { carrierStatusLabel, orderStatusLabel, statusLabelText } from './order-status-label';

describe(orderStatusLabel.name, () => {
  const booked = { booked: true, printed: false, statusName: null };

  it.each([
    ['unbooked', { booked: false, printed: false, statusName: null }, 'STATUS.NOT_BOOKED'],
    ['unbooked, whatever a stray status says', { booked: false, printed: true, statusName: 'DELIVERED' }, 'STATUS.NOT_BOOKED'],
    [
      'a send-list entry made from a refused booking, until booked again',
      { booked: false, printed: false, statusName: null, carrierState: 'refused' as const },
      'STATUS.CARRIER_REFUSED',
    ],
    ['booked without a carrier status', booked, 'STATUS.BOOKED'],
    ['booked and CONFIRMED', { ...booked, statusName: 'CONFIRMED' }, 'STATUS.BOOKED'],
    ['printed', { ...booked, printed: true }, 'STATUS.PRINTED'],
    [
      'printed and CONFIRMED: printing comes after the confirmation',
      { ...booked, printed: true, statusName: 'CONFIRMED' },
      'STATUS.PRINTED',
    ],
    ['PICKUP', { ...booked, statusName: 'PICKUP' }, 'STATUS.PICKED_UP'],
    ['printed and PICKUP: the carrier has it now', { ...booked, printed: true, statusName: 'PICKUP' }, 'STATUS.PICKED_UP'],
    ['printed and IN_TRANSIT', { ...booked, printed: true, statusName: 'IN_TRANSIT' }, 'STATUS.IN_TRANSIT'],
    ['DELIVERED', { ...booked, statusName: 'DELIVERED' }, 'STATUS.DELIVERED'],
    ['delivered in lower case', { ...booked, statusName: 'delivered' }, 'STATUS.DELIVERED'],
    ['an unknown word', { ...booked, statusName: 'CUSTOMS_HOLD' }, null],
    ['an unknown word on a printed order', { ...booked, printed: true, statusName: 'CUSTOMS_HOLD' }, null],
    ['an empty word', { ...booked, statusName: '' }, null],
  ])('labels %s', (_, facts, code) => {
    expect(orderStatusLabel(facts)).toBe(code);
  });
});

describe(statusLabelText.name, () => {
  it.each([
    ['STATUS.NOT_BOOKED', 'Ej bokad', 'Not booked'],
    ['STATUS.BOOKED', 'Bokad', 'Booked'],
    ['STATUS.PRINTED', 'Utskriven', 'Printed'],
    ['STATUS.PICKED_UP', 'Upphämtad', 'Picked up'],
    ['STATUS.IN_TRANSIT', 'Under transport', 'In transit'],
    ['STATUS.DELIVERED', 'Levererad', 'Delivered'],
  ] as const)('gives %s in Swedish and English', (code, sv, en) => {
    expect(statusLabelText(code, 'sv')).toBe(sv);
    expect(statusLabelText(code, 'en')).toBe(en);
  });

  it('shows no status as an empty text', () => {
    expect(statusLabelText(null, 'sv')).toBe('');
  });
});

describe(carrierStatusLabel.name, () => {
  it('labels one report by its own word', () => {
    expect(['CONFIRMED', 'PICKUP', 'IN_TRANSIT', 'DELIVERED', 'LOST', ''].map(carrierStatusLabel)).toEqual([
      'STATUS.BOOKED',
      'STATUS.PICKED_UP',
      'STATUS.IN_TRANSIT',
      'STATUS.DELIVERED',
      null,
      null,
    ]);
  });
});
