import { effectiveCarriers } from './filter-freight-services.handler';
import { chosenCarriers } from './filter-freight-services.request.dto';

describe(effectiveCarriers.name, () => {
  it.each<[string, number[] | undefined, number[] | undefined, number[] | undefined]>([
    ['no choice anywhere: every carrier', undefined, undefined, undefined],
    ['the stored choice when the request names none', [4, 131], undefined, [4, 131]],
    ['the stored choice when the request sends an empty list', [4, 131], [], [4, 131]],
    ['the request narrows the stored choice', [4, 131, 225], [131], [131]],
    ['the request cannot widen the stored choice', [4], [4, 131, 225], [4]],
    ['the request narrows "every carrier"', undefined, [225], [225]],
    ['nothing left when the lists do not meet', [4], [131], []],
  ])('%s', (_case, stored, asked, expected) => {
    expect(effectiveCarriers(stored, asked)).toEqual(expected);
  });
});

describe(chosenCarriers.name, () => {
  it('reads codes and customer-record entries, leaving out the inactive ones', () => {
    expect(chosenCarriers([4, { code: 131, name: 'UPS', active: true }, { code: 116, active: false }, { code: 225 }])).toEqual([
      4, 131, 225,
    ]);
  });
});
