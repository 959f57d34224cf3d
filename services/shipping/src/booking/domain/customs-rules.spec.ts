import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { checkCustoms, leavesCustomsTerritory } from './customs-rules';

const to = (countrycode: string, role: 'consignee' | 'receivingAgent' = 'consignee'): Pick<ConsignmentDocument, 'part'> => ({
  part: [
    {
      role: 'consignor',
      address: { name: 'Annas Blommor AB', addressLine: ['', ''], postcode: '11157', city: 'Stockholm', countrycode: 'SE' },
      reference: {},
      communication: {},
    },
    {
      role,
      address: { name: 'Mottagare', addressLine: ['', ''], postcode: '0154', city: 'Ort', countrycode },
      reference: {},
      communication: {},
    },
  ],
});

describe(checkCustoms.name, () => {
  it.each(['NO', 'CH', 'GB', 'US', 'AX', 'no'])('refuses a consignment to %s without customs lines', (country) => {
    expect(checkCustoms(to(country), 0)).toEqual([{ code: 'CUSTOMS.REQUIRED' }]);
  });

  it('books a consignment to Norway whose customs document has a line', () => {
    expect(checkCustoms(to('NO'), 1)).toEqual([]);
  });

  it.each(['DE', 'SE', 'FI', 'MC'])('asks nothing of a consignment to %s, inside the EU customs territory', (country) => {
    expect(checkCustoms(to(country), 0)).toEqual([]);
  });

  it("goes by the consignee's country, not the sender's or another party's", () => {
    expect(leavesCustomsTerritory(to('NO', 'receivingAgent'))).toBe(false);
    expect(leavesCustomsTerritory({ part: [] })).toBe(false);
  });
});
