import { CATALOGUE } from '../../catalogue/data/catalogue.data';
import type { ConsignmentPart } from '../../consignments/domain/consignment-document';
import { accessPointPartOf, checkAccessPoint, chosenPointId, offersPickupPoints, withAccessPoint } from './access-point-rules';
import type { PickupPoint } from './pickup-point';

const product = (templateName: string) => CATALOGUE.services.find((s) => s.templateName === templateName)!;
const MYPACK_COLLECT = product('PN_MYPACK_COLLECT');
const UPS_ACCESS_POINT = product('UPS_ACCESS_POINT');
const PN_PARCEL = product('PN_PARCEL');

const point = (supplierId: number, id = 'P1'): PickupPoint => ({
  id,
  supplierId,
  type: 'servicePoint',
  name: 'ICA Nära Birkastan',
  street: 'Karlbergsvägen 50',
  postcode: '11334',
  city: 'Stockholm',
  countrycode: 'SE',
  latitude: 59.34,
  longitude: 18.03,
  openingHours: [],
});

const part = (role: ConsignmentPart['role'], address: Partial<ConsignmentPart['address']> = {}): ConsignmentPart => ({
  role,
  address: { name: '', addressLine: ['', ''], postcode: '', city: '', countrycode: 'SE', ...address },
  reference: {},
  communication: {},
});

describe('pickup points on a consignment', () => {
  it('are offered by the finder products only', () => {
    expect(offersPickupPoints(MYPACK_COLLECT)).toBe(true);
    expect(offersPickupPoints(UPS_ACCESS_POINT)).toBe(true);
    expect(offersPickupPoints(PN_PARCEL)).toBe(false);
  });

  it("keep a point of the product's own carrier", () => {
    expect(checkAccessPoint(MYPACK_COLLECT, point(4))).toEqual([]);
    expect(checkAccessPoint(UPS_ACCESS_POINT, point(131))).toEqual([]);
  });

  it("refuse a point of another carrier, or one the carrier does not know, naming the product's carrier", () => {
    const refused = [{ code: 'PICKUP_POINT.NOT_OF_CARRIER', params: { carrier: MYPACK_COLLECT.supplier } }];
    expect(checkAccessPoint(MYPACK_COLLECT, point(131))).toEqual(refused);
    expect(checkAccessPoint(MYPACK_COLLECT, undefined)).toEqual(refused);
  });

  it('refuse any point for a product that delivers to none, or for no product', () => {
    expect(checkAccessPoint(PN_PARCEL, point(4))).toEqual([{ code: 'PICKUP_POINT.PRODUCT_HAS_NONE' }]);
    expect(checkAccessPoint(undefined, point(4))).toEqual([{ code: 'PICKUP_POINT.PRODUCT_HAS_NONE' }]);
  });

  it("replace what the client sent of the point by the carrier's own name and address, other parts untouched", () => {
    const consignee = part('consignee', { name: 'Eva', postcode: '11335' });
    const forged = part('accessPoint', { id: 'P1', name: 'Anything at all', postcode: '99999', addressLine: ['Elsewhere 1', ''] });
    const document = withAccessPoint({ part: [part('consignor'), consignee, forged] }, point(4));
    expect(document.part[1]).toBe(consignee);
    expect(accessPointPartOf(document)?.address).toEqual({
      id: 'P1',
      name: 'ICA Nära Birkastan',
      addressLine: ['Karlbergsvägen 50', ''],
      postcode: '11334',
      city: 'Stockholm',
      countrycode: 'SE',
    });
  });

  it('read the chosen id as text, numbers too, and blank as none', () => {
    expect(chosenPointId(part('accessPoint', { id: ' 110401 ' }))).toBe('110401');
    expect(chosenPointId(part('accessPoint', { id: 110401 }))).toBe('110401');
    expect(chosenPointId(part('accessPoint'))).toBe('');
  });
});
