import { CATALOGUE } from '../data/catalogue.data';
import type { FreightServiceDef } from '../../shared/freight/freight.types';
import { CatalogueSnapshot } from './catalogue.snapshot';

const base = CATALOGUE.services.find((s) => s.templateName === 'PN_PARCEL')!;
const product = (overrides: Partial<FreightServiceDef>): FreightServiceDef => ({ ...base, ...overrides });

describe(CatalogueSnapshot.name, () => {
  const snapshot = new CatalogueSnapshot('7', CATALOGUE);

  it('indexes the seeded catalogue: every product, option, tariff and term it names exists', () => {
    for (const s of snapshot.services) {
      expect(snapshot.optionsOf(s).map((o) => o.id)).toEqual(s.optionIds);
      expect(snapshot.tariffFor(s, 1)?.priceList).toBe(1);
      expect(snapshot.tariffFor(s, 2)?.priceList).toBe(2);
      expect(snapshot.term(s.termsId)).toBeDefined();
    }
  });

  it('offers only active products of active carriers', () => {
    expect(snapshot.activeServices.every((s) => s.active && ![71, 210].includes(s.supplierId))).toBe(true);
    expect(snapshot.service('TNT_EXPRESS')).toMatchObject({ active: false });
    const retiredCarrier = new CatalogueSnapshot('1', {
      ...CATALOGUE,
      services: [product({ templateName: 'X', supplierId: 71, active: true })],
    });
    expect(retiredCarrier.activeServices).toEqual([]);
  });

  it('falls back to the list-1 tariff for a price list the product has none for ("list 2 or otherwise")', () => {
    const s = snapshot.service('PN_PARCEL')!;
    expect(snapshot.tariffFor(s, 3)).toBe(snapshot.tariffFor(s, 1));
    const noTariff = new CatalogueSnapshot('1', { ...CATALOGUE, services: [product({ templateName: 'X', tariffIds: {} })] });
    expect(noTariff.tariffFor(noTariff.service('X')!, 1)).toBeUndefined();
  });

  it('finds a product by code, the active one first when a retired product had the same code', () => {
    const twins = new CatalogueSnapshot('1', {
      ...CATALOGUE,
      services: [product({ templateName: 'OLD', code: 'C', active: false }), product({ templateName: 'NEW', code: 'C' })],
    });
    expect(twins.serviceByCode('C')?.templateName).toBe('NEW');
    expect(twins.serviceByCode('nope')).toBeUndefined();
  });
});
