import 'reflect-metadata';
import { blankConsignment, orderParts, randomAlphanumeric, toConsignmentDocument } from './consignment-document';
import type { ConsignmentRequestDto } from '../consignment.request.dto';

const ids = { consignmentId: '00000000-0000-4000-8000-000000000001', orderNo: null, consignmentNo: null };

describe('consignment document', () => {
  it('orders parts consignor, consignee, then receivingAgent, pickupAddress, customsVATPayer; unnamed parts by position', () => {
    const parts = orderParts([
      { role: 'customsVATPayer' },
      { role: 'pickupAddress' },
      { role: 'receivingAgent' },
      { role: 'consignee' },
      { role: 'consignor' },
    ]);
    expect(parts.map((p) => p.role)).toEqual(['consignor', 'consignee', 'receivingAgent', 'pickupAddress', 'customsVATPayer']);
    expect(orderParts([{}, {}, {}]).map((p) => p.role)).toEqual(['consignor', 'consignee']);
    expect(orderParts([{ role: 'consignee' }, { role: 'consignee' }]).map((p) => p.role)).toEqual(['consignee']);
  });

  it('gives goods fresh 6-character ids and the pallet sizes, and parts their defaults', () => {
    const dto = {
      part: [{ address: { postcode: '11157' } }, { address: { postcode: '41304', countrycode: 'NO' }, reference: { customerNo: 'K1' } }],
      goodsItem: [
        { id: 'old', weight: 100, packageType: 'halfpallet', length: 1, width: 1, height: 50 },
        { weight: 2, loadingMetres: 1 },
      ],
    } as ConsignmentRequestDto;
    const doc = toConsignmentDocument(dto, ids, 'private');
    expect(doc.part[0]).toMatchObject({ role: 'consignor', address: { countrycode: 'SE', addressLine: ['', ''] } });
    expect(doc.part[1]).toMatchObject({ role: 'consignee', address: { countrycode: 'NO' }, reference: { customerNo: 'K1' } });
    expect(doc.goodsItem[0]).toMatchObject({
      packageType: 'halfpallet',
      length: 60,
      width: 80,
      isReadOnly: true,
      noOfPackages: 1,
      tag: 'parcel',
    });
    expect(doc.goodsItem[0].id).toMatch(/^[A-Z0-9]{6}$/);
    expect(doc.goodsItem[1]).toMatchObject({ packageType: 'parcel', isStackable: false, isReadOnly: false });
    expect(doc.consigneeType).toBe('private');
    expect(toConsignmentDocument(dto, ids).goodsItem[0].id).not.toBe(doc.goodsItem[0].id);
  });

  it('makes a blank template with SE, one parcel and the consignee type given', () => {
    const blank = blankConsignment('company');
    expect(blank.part.map((p) => p.address.countrycode)).toEqual(['SE', 'SE']);
    expect(blank.goodsItem).toEqual([expect.objectContaining({ noOfPackages: 1, packageType: 'parcel', isStackable: true })]);
    expect(blank.consigneeType).toBe('company');
  });

  it('draws uppercase alphanumeric ids', () => {
    expect(randomAlphanumeric(16)).toMatch(/^[A-Z0-9]{16}$/);
  });
});
