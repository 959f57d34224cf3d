import { distanceMetres, MAX_PICKUP_POINTS } from '../domain/pickup-point';
import { locateSwedishPostcode } from '../domain/postcode-areas';
import { SeededCarrierPickupPoints } from './seeded-carrier-pickup-points';
import { SEEDED_PICKUP_POINTS } from './seeded-pickup-points.data';

const POSTNORD = 4;
const UPS = 131;

describe('SeededCarrierPickupPoints', () => {
  const carrier = new SeededCarrierPickupPoints();

  it("answers a Stockholm postcode with the carrier's nearest points, nearest first, at most ten", async () => {
    const found = await carrier.nearest(POSTNORD, { postcode: '11334', countryCode: 'SE' }, MAX_PICKUP_POINTS);
    expect(found).toHaveLength(MAX_PICKUP_POINTS);
    expect(found.every((p) => p.supplierId === POSTNORD)).toBe(true);
    const distances = found.map((p) => p.distanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Vasastan's own points come before the city's and the suburbs'.
    expect(found[0].name).toBe('Coop Odenplan');
    expect(found.slice(0, 4).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Coop Odenplan', 'ICA Nära Birkastan', 'PostNord Paketbox Sankt Eriksplan']),
    );
  });

  it('answers each carrier from its own points', async () => {
    const ups = await carrier.nearest(UPS, { postcode: '111 22', countryCode: 'SE' }, MAX_PICKUP_POINTS);
    expect(ups.length).toBeGreaterThan(0);
    expect(ups.every((p) => p.id.startsWith('U') && p.supplierId === UPS)).toBe(true);
    expect(await carrier.nearest(116, { postcode: '11122', countryCode: 'SE' }, MAX_PICKUP_POINTS)).toEqual([]);
  });

  it('finds none far from every point, for an area it does not know, or abroad', async () => {
    expect(await carrier.nearest(POSTNORD, { postcode: '98131', countryCode: 'SE' }, MAX_PICKUP_POINTS)).toEqual([]);
    expect(await carrier.nearest(POSTNORD, { postcode: '98491', countryCode: 'SE' }, MAX_PICKUP_POINTS)).toEqual([]);
    expect(await carrier.nearest(POSTNORD, { postcode: '0150', countryCode: 'NO' }, MAX_PICKUP_POINTS)).toEqual([]);
  });

  it('finds a point by id at its own carrier only', async () => {
    expect((await carrier.find(POSTNORD, '111302'))?.name).toBe('ICA Nära Birkastan');
    expect(await carrier.find(UPS, '111302')).toBeUndefined();
    expect(await carrier.find(POSTNORD, 'U11300101')).toBeUndefined();
  });

  it('holds seeded points that are where their postcodes say, with unique ids and a week of hours', () => {
    for (const [supplierId, points] of SEEDED_PICKUP_POINTS) {
      expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
      for (const p of points) {
        expect(p.supplierId).toBe(supplierId);
        const area = locateSwedishPostcode(p.postcode);
        expect({ id: p.id, areaKnown: !!area }).toEqual({ id: p.id, areaKnown: true });
        expect({ id: p.id, near: distanceMetres(area!, p) < 5_000 }).toEqual({ id: p.id, near: true });
        expect(p.openingHours.length).toBeGreaterThanOrEqual(6);
        expect(p.openingHours.every((h) => h.weekday >= 1 && h.weekday <= 7 && h.opens < h.closes)).toBe(true);
      }
    }
  });
});
