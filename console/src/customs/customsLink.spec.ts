import { describe, expect, it } from '@jest/globals';
import { backRouteFrom, customsPath, leavesEuCustoms, paperlessPath } from './customsLink';

describe('links between the shipment flow and the customs screens', () => {
  it('knows which destinations leave the EU customs territory', () => {
    expect(leavesEuCustoms('NO')).toBe(true);
    expect(leavesEuCustoms('gb')).toBe(true);
    expect(leavesEuCustoms('US')).toBe(true);
    expect(leavesEuCustoms('DK')).toBe(false);
    expect(leavesEuCustoms('SE')).toBe(false);
    expect(leavesEuCustoms(undefined)).toBe(false);
  });

  it('carries the consignment and the way back', () => {
    expect(customsPath('42', 'shipmentStep4')).toBe('/consignment/customs?consignmentId=42&back=shipmentStep4');
    expect(paperlessPath('a b')).toBe('/consignment/upspaperless?consignmentId=a%20b');
  });

  it('accepts only known routes as the way back, and defaults to step 4 for the draft', () => {
    expect(backRouteFrom('?back=consignmentNew', false)).toBe('consignmentNew');
    expect(backRouteFrom('?back=https://evil.example', false)).toBeUndefined();
    expect(backRouteFrom('?back=https://evil.example', true)).toBe('shipmentStep4');
    expect(backRouteFrom('', true)).toBe('shipmentStep4');
  });
});
