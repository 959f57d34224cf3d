import { describe, expect, it } from '@jest/globals';
import { geoPointOf, greatCircleKm } from './geo-points';

describe('geoPointOf', () => {
  it('finds a Swedish postcode by its two-digit area, with or without the space', () => {
    expect(geoPointOf('SE', '114 55')?.name).toBe('Stockholm');
    expect(geoPointOf('se', '41104')?.name).toBe('Göteborg');
    expect(geoPointOf('SE', '21119')?.name).toBe('Malmö');
  });

  it('answers undefined for a malformed Swedish postcode and for a country without a point', () => {
    expect(geoPointOf('SE', '1234')).toBeUndefined();
    expect(geoPointOf('SE', '99999')).toBeUndefined();
    expect(geoPointOf('XX', '1000')).toBeUndefined();
  });

  it('takes the capital for another country', () => {
    expect(geoPointOf('NO', '0150')?.name).toBe('Oslo');
  });
});

describe('greatCircleKm', () => {
  it('is zero for one point and symmetric', () => {
    const a = { lat: 59.33, lon: 18.06 };
    const b = { lat: 57.7, lon: 11.97 };
    expect(greatCircleKm(a, a)).toBe(0);
    expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 9);
  });

  it('matches known great-circle distances within 1 %', () => {
    // Stockholm–Göteborg ≈ 398 km, Stockholm–Malmö ≈ 513 km, Stockholm–Oslo ≈ 416 km (haversine on the mean radius).
    const sthlm = geoPointOf('SE', '11455')!;
    expect(greatCircleKm(sthlm, geoPointOf('SE', '41104')!)).toBeGreaterThan(394);
    expect(greatCircleKm(sthlm, geoPointOf('SE', '41104')!)).toBeLessThan(402);
    expect(greatCircleKm(sthlm, geoPointOf('SE', '21119')!)).toBeGreaterThan(508);
    expect(greatCircleKm(sthlm, geoPointOf('SE', '21119')!)).toBeLessThan(518);
    // One degree of latitude on the mean radius: 111.195 km.
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 2);
  });
});
