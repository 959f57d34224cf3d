import type { FieldError } from '@freight/kernel';
import { DEFAULT_CONSIGNEE_TYPE, DEFAULT_COUNTRY_CODE, DEFAULT_PACKAGE_TYPE } from '@freight/reference-data';
import type { AddressInput, ConsignmentInput, GoodsItemInput, PackageTypeCode } from '../../shared/freight/freight.types';
import { normalizeGoodsItem } from '../../shared/freight/goods-rules';
import { AddressRequestDto, ConsignmentRequestDto, PartRequestDto, PartRole } from '../../consignments/consignment.request.dto';

export type MappedConsignment = { ok: true; input: ConsignmentInput } | { ok: false; errors: FieldError[] };

/** The part with the role, else (when no part names its role) the one at the spec's position. */
function partIndex(parts: readonly PartRequestDto[], role: PartRole, position: number): number {
  const named = parts.findIndex((p) => p.role === role);
  if (named >= 0) return named;
  return parts[position] && parts[position].role === undefined ? position : -1;
}

/** The object without its undefined fields (absent and unset read the same to the domain, but not to a reader of its input). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const countryOf = (address: AddressRequestDto | undefined) => address?.countrycode ?? DEFAULT_COUNTRY_CODE;

/** Swedish postcodes are written "113 57" and "11357": one form for zone lookups. */
function postcodeOf(address: AddressRequestDto): string {
  const code = (address.postcode ?? '').trim().toUpperCase();
  return countryOf(address) === 'SE' ? code.replace(/[\s-]/g, '') : code;
}

function addressInput(address: AddressRequestDto): AddressInput {
  return { countrycode: countryOf(address), postcode: postcodeOf(address), ...(address.city ? { city: address.city.trim() } : {}) };
}

/**
 * What the shape alone cannot say, then the domain's ConsignmentInput: a consignor and a consignee
 * with a postcode ("Ange avsändare och mottagare först." when a party is missing), at least one goods
 * item, a goods value when insurance is chosen. Goods get the spec's defaults and rules (count 1,
 * type parcel, pallet sizes, not stackable with loading metres). A pickup address outside Sweden
 * replaces the consignor's address as the place the goods leave from (spec section 4).
 */
export function toConsignmentInput(dto: ConsignmentRequestDto, field: string, consigneeType?: 'company' | 'private'): MappedConsignment {
  const errors: FieldError[] = [];
  const parts = dto.part ?? [];
  const consignor = partIndex(parts, 'consignor', 0);
  const consignee = partIndex(parts, 'consignee', 1);
  if (consignor < 0 || consignee < 0) errors.push({ field: `${field}.part`, code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' });
  for (const index of [consignor, consignee]) {
    if (index < 0) continue;
    const address = parts[index].address;
    if (!address) errors.push({ field: `${field}.part.${index}.address`, code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST' });
    else if (!postcodeOf(address)) errors.push({ field: `${field}.part.${index}.address.postcode`, code: 'VALIDATION.REQUIRED' });
  }
  const goods = dto.goodsItem ?? [];
  if (!goods.length) errors.push({ field: `${field}.goodsItem`, code: 'VALIDATION.REQUIRED' });
  const insured =
    dto.insured === true ||
    (dto.insured === undefined &&
      dto.insuranceDisabled !== true &&
      dto.insuranceGoodsValue !== undefined &&
      dto.insuranceGoodsValue !== null);
  if (insured && (dto.insuranceGoodsValue === undefined || dto.insuranceGoodsValue === null))
    errors.push({ field: `${field}.insuranceGoodsValue`, code: 'VALIDATION.REQUIRED' });
  if (errors.length) return { ok: false, errors };

  const pickup = parts.find((p) => p.role === 'pickupAddress')?.address;
  const from = pickup?.postcode && countryOf(pickup) !== 'SE' ? pickup : parts[consignor].address!;
  const goodsItems = goods.map((g): GoodsItemInput =>
    normalizeGoodsItem(
      defined({
        id: g.id,
        noOfPackages: g.noOfPackages ?? 1,
        weight: g.weight,
        length: g.length,
        width: g.width,
        height: g.height,
        volume: g.volume,
        loadingMetres: g.loadingMetres,
        packageType: (g.packageType ?? DEFAULT_PACKAGE_TYPE) as PackageTypeCode,
        isStackable: g.isStackable,
      }),
    ),
  );
  return {
    ok: true,
    input: {
      from: addressInput(from),
      to: addressInput(parts[consignee].address!),
      goodsItems,
      serviceOptions: (dto.transportProduct?.serviceOption ?? []).map((o) =>
        o.value === undefined || o.value === null ? { type: o.type } : { type: o.type, value: String(o.value) },
      ),
      ...(insured ? { insurance: { goodsValueOre: Math.round(dto.insuranceGoodsValue! * 100) } } : {}),
      consigneeType: consigneeType ?? dto.consigneeType ?? DEFAULT_CONSIGNEE_TYPE,
    },
  };
}
