import { describe, expect, it } from '@jest/globals';
import { newCompletion } from './completion';
import { toSaveConsignmentRequest } from './completionRequest';
import { newDraft } from './draft';
import { pickupPointMessages } from './pickupPointMessages';
import {
  accessPointOf,
  accessPointServerPart,
  choiceOf,
  formatDistance,
  formatOpeningHours,
  normalizePickupPoints,
  offersPickupPoints,
} from './pickupPoints';
import type { FreightServiceDetail } from './product';

const week = (opens: string, closes: string, days = [1, 2, 3, 4, 5, 6, 7]) => days.map((weekday) => ({ weekday, opens, closes }));
const SV_DAYS = pickupPointMessages.sv.shipment.pickupPoints.dayNames.split(',');

const ANSWER = {
  postcode: '11334',
  countryCode: 'SE',
  points: [
    {
      id: '111301',
      supplierId: 4,
      supplier: 'PostNord',
      type: 'servicePoint',
      name: 'Coop Odenplan',
      street: 'Odengatan 63',
      postcode: '11322',
      city: 'Stockholm',
      countrycode: 'SE',
      latitude: 59.34,
      longitude: 18.05,
      distanceMetres: 230,
      openingHours: week('07:00', '22:00'),
    },
    { name: 'no id: dropped' },
  ],
};

const product = (flags: Partial<FreightServiceDetail>): FreightServiceDetail => ({
  templateName: 'PN_MYPACK_COLLECT',
  mandatoryNameConsignor: false,
  mandatoryNameConsignee: false,
  mandatoryMobileConsignor: false,
  mandatoryMobileConsignee: false,
  serviceOptions: [],
  ...flags,
});

describe('pickup points', () => {
  it('reads the server answer, leaving out what names no point', () => {
    const [point, ...rest] = normalizePickupPoints(ANSWER);
    expect(rest).toEqual([]);
    expect(point).toMatchObject({ id: '111301', supplierId: 4, type: 'servicePoint', name: 'Coop Odenplan', distanceMetres: 230 });
    expect(normalizePickupPoints(null)).toEqual([]);
  });

  it('are offered by products with a finder only', () => {
    expect(offersPickupPoints(product({ locationFinder: true }))).toBe(true);
    expect(offersPickupPoints(product({ locationFinderUPS: true }))).toBe(true);
    expect(offersPickupPoints(product({}))).toBe(false);
    expect(offersPickupPoints(undefined)).toBe(false);
  });

  it('groups days with the same hours, and says every day and round the clock in words', () => {
    const kiosk = [...week('06:30', '22:00', [1, 2, 3, 4, 5]), ...week('08:00', '22:00', [6, 7])];
    expect(formatOpeningHours(kiosk, SV_DAYS, 'alla dagar', 'dygnet runt')).toEqual(['mån–fre 06:30–22:00', 'lör–sön 08:00–22:00']);
    expect(formatOpeningHours(week('07:00', '22:00'), SV_DAYS, 'alla dagar', 'dygnet runt')).toEqual(['alla dagar 07:00–22:00']);
    expect(formatOpeningHours(week('00:00', '24:00'), SV_DAYS, 'alla dagar', 'dygnet runt')).toEqual(['alla dagar dygnet runt']);
    const shop = [...week('10:00', '19:00', [1, 2, 3, 4, 5]), ...week('10:00', '16:00', [6])];
    expect(formatOpeningHours(shop, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], 'every day', 'round the clock')).toEqual([
      'Mon–Fri 10:00–19:00',
      'Sat 10:00–16:00',
    ]);
  });

  it('shows distances in metres, then kilometres with the language’s decimal sign', () => {
    expect(formatDistance(230, 'sv')).toBe('230\u00a0m');
    expect(formatDistance(1240, 'sv')).toBe('1,2\u00a0km');
    expect(formatDistance(1240, 'en')).toBe('1.2\u00a0km');
  });

  it('travel with the consignment as its accessPoint part, and come back from it', () => {
    const choice = choiceOf(normalizePickupPoints(ANSWER)[0]);
    const part = accessPointServerPart(choice);
    expect(part).toEqual({
      role: 'accessPoint',
      address: {
        id: '111301',
        name: 'Coop Odenplan',
        addressLine: ['Odengatan 63', ''],
        postcode: '11322',
        city: 'Stockholm',
        countrycode: 'SE',
      },
    });
    expect(accessPointOf([{ role: 'consignee', address: { name: 'Eva' } }, part])).toEqual(choice);
    expect(accessPointOf([{ role: 'consignee' }])).toBeUndefined();
  });

  it('are saved only for a product with a finder: a choice left from another product stays behind', () => {
    const draft = { ...newDraft(), chosen: { templateName: 'PN_MYPACK_COLLECT' } } as Parameters<typeof toSaveConsignmentRequest>[0];
    const completion = { ...newCompletion(new Date('2026-11-26T08:00:00+01:00')), accessPoint: choiceOf(normalizePickupPoints(ANSWER)[0]) };
    const roles = (flags: Partial<FreightServiceDetail>) =>
      toSaveConsignmentRequest(draft, completion, product(flags), [], new Date('2026-11-26T08:00:00+01:00')).part.map((p) => p.role);
    expect(roles({ locationFinder: true })).toEqual(['consignor', 'consignee', 'accessPoint']);
    expect(roles({})).toEqual(['consignor', 'consignee']);
  });

  it('have every text in both languages', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keys(pickupPointMessages.en)).toEqual(keys(pickupPointMessages.sv));
    expect(SV_DAYS).toHaveLength(7);
    expect(pickupPointMessages.en.shipment.pickupPoints.dayNames.split(',')).toHaveLength(7);
  });
});
