import { distanceMetres, MAX_PICKUP_DISTANCE_METRES, nearestPoints, type PickupPoint } from './pickup-point';

const at = (id: string, latitude: number, longitude: number): PickupPoint => ({
  id,
  supplierId: 4,
  type: 'servicePoint',
  name: id,
  street: 'Gatan 1',
  postcode: '11122',
  city: 'Stockholm',
  countrycode: 'SE',
  latitude,
  longitude,
  openingHours: [],
});

const SERGELS_TORG = { latitude: 59.3326, longitude: 18.0649 };

describe('distanceMetres', () => {
  it('measures the great circle: Stockholm to Göteborg is about 400 km as the crow flies', () => {
    const km = distanceMetres(SERGELS_TORG, { latitude: 57.7072, longitude: 11.9668 }) / 1000;
    expect(km).toBeGreaterThan(390);
    expect(km).toBeLessThan(405);
    expect(distanceMetres(SERGELS_TORG, SERGELS_TORG)).toBe(0);
  });
});

describe('nearestPoints', () => {
  it('answers the nearest first with their distance in tens of metres', () => {
    const far = at('far', 59.36, 18.0); // Solna, ~4.7 km
    const near = at('near', 59.3336, 18.0649); // ~111 m north
    const middle = at('middle', 59.3426, 18.0649); // ~1.1 km north
    const found = nearestPoints([far, near, middle], SERGELS_TORG);
    expect(found.map((p) => p.id)).toEqual(['near', 'middle', 'far']);
    expect(found[0].distanceMetres).toBe(110);
    expect(found[1].distanceMetres).toBe(1110);
    expect(found.every((p) => p.distanceMetres % 10 === 0)).toBe(true);
  });

  it('orders points at the same distance by id, so one search always answers alike', () => {
    const found = nearestPoints([at('b', 59.34, 18.0649), at('a', 59.34, 18.0649), at('c', 59.34, 18.0649)], SERGELS_TORG);
    expect(found.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out points beyond the radius and answers at most the limit', () => {
    const points = Array.from({ length: 15 }, (_, i) => at(`p${String(i).padStart(2, '0')}`, 59.3326 + i * 0.001, 18.0649));
    const uppsala = at('uppsala', 59.8586, 17.6389);
    const found = nearestPoints([uppsala, ...points], SERGELS_TORG);
    expect(found).toHaveLength(10);
    expect(found.map((p) => p.id)).toEqual(points.slice(0, 10).map((p) => p.id));
    expect(nearestPoints([uppsala], SERGELS_TORG)).toEqual([]);
    expect(distanceMetres(SERGELS_TORG, uppsala)).toBeGreaterThan(MAX_PICKUP_DISTANCE_METRES);
    expect(nearestPoints(points, SERGELS_TORG, 3)).toHaveLength(3);
  });
});
