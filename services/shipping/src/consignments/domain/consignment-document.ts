import { randomInt } from 'node:crypto';
import { DEFAULT_CONSIGNEE_TYPE, DEFAULT_COUNTRY_CODE, DEFAULT_PACKAGE_TYPE } from '@freight/reference-data';
import { normalizeGoodsItem } from '../../shared/freight/goods-rules';
import type { PackageTypeCode } from '../../shared/freight/freight.types';
import type {
  AddressFields,
  CommunicationFields,
  ConsignmentRequest,
  GoodsItemFields,
  PartFields,
  ReferenceFields,
  TransportProductFields,
} from './consignment-request';

export type { PickupFields } from './consignment-request';
import { PART_ROLES, type PartRole } from './part-roles';

/**
 * The spec's consignment server object (section 3) as stored (jsonb) and answered. Built only by
 * `toConsignmentDocument` from a validated ConsignmentRequest, so what is stored always has the
 * server's rules applied: parts in role order, goods with fresh ids and the package types' fixed sizes.
 */
export interface ConsignmentPart {
  role: PartRole;
  address: AddressFields & { addressLine: string[]; countrycode: string };
  reference: ReferenceFields;
  communication: CommunicationFields;
}

export interface ConsignmentGoodsItem {
  id: string;
  noOfPackages: number;
  weight?: number;
  volume?: number;
  length?: number;
  width?: number;
  height?: number;
  loadingMetres?: number;
  packageType: string;
  goodsType?: string;
  tag: string;
  isStackable: boolean;
  isReadOnly: boolean;
}

/**
 * The template's fields are kept as the client sent them. `noPickup` is only on the template: the customer's default of
 * booking no pickup (the order carries the choice).
 */
export interface ConsignmentDocument extends Pick<
  ConsignmentRequest,
  'owner' | 'senderOrderRef' | 'insured' | 'insuranceDisabled' | 'insuranceGoodsValue' | 'noPickup'
> {
  orderNo: string | null;
  consignmentId: string;
  consignmentNo: string | null;
  templateName: string | null;
  transportProduct: TransportProductFields;
  part: ConsignmentPart[];
  goodsItem: ConsignmentGoodsItem[];
  consigneeType: 'company' | 'private';
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` random uppercase alphanumeric characters (crypto randomness: ids must not be guessable). */
export function randomAlphanumeric(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Goods items get a fresh 6-character id on every save (spec section 4). */
export const newGoodsItemId = () => randomAlphanumeric(6);

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The role of each part: its own, else its position's (0 consignor, 1 consignee). Parts without a role beyond those are dropped, as are repeats of a role. */
export function orderParts(parts: readonly PartFields[]): { role: PartRole; part: PartFields }[] {
  const byRole = new Map<PartRole, PartFields>();
  parts.forEach((part, index) => {
    const role = part.role ?? (index === 0 ? 'consignor' : index === 1 ? 'consignee' : undefined);
    if (role && !byRole.has(role)) byRole.set(role, part);
  });
  return PART_ROLES.filter((role) => byRole.has(role)).map((role) => ({ role, part: byRole.get(role)! }));
}

function toPart(role: PartRole, part: PartFields): ConsignmentPart {
  const address = part.address ?? {};
  const lines = [...(address.addressLine ?? [])];
  while (lines.length < 2) lines.push('');
  const reference = defined({
    reference: part.reference?.reference,
    customerNo: role === 'consignee' ? part.reference?.customerNo : undefined,
  });
  return {
    role,
    address: defined({ ...address, addressLine: lines.slice(0, 2), countrycode: address.countrycode ?? DEFAULT_COUNTRY_CODE }),
    reference,
    communication: defined({ ...(part.communication ?? {}) }),
  };
}

function toGoodsItem(item: GoodsItemFields): ConsignmentGoodsItem {
  const packageType = (item.packageType ?? DEFAULT_PACKAGE_TYPE) as PackageTypeCode;
  // The domain's rules (fixed pallet sizes, derived volume and loading metres, not stackable on the floor); a draft may lack its weight.
  const normalized = normalizeGoodsItem(defined({ ...item, id: undefined, weight: item.weight ?? 0, packageType }));
  const fixedSize = packageType === 'pallet' || packageType === 'halfpallet';
  return defined({
    id: newGoodsItemId(),
    noOfPackages: normalized.noOfPackages,
    weight: item.weight,
    volume: normalized.volume,
    length: normalized.length,
    width: normalized.width,
    height: normalized.height,
    loadingMetres: normalized.loadingMetres,
    packageType,
    goodsType: item.goodsType,
    tag: item.tag ?? DEFAULT_PACKAGE_TYPE,
    isStackable: normalized.isStackable ?? true,
    isReadOnly: fixedSize || (item.isReadOnly ?? false),
  });
}

/** The stored document of a consignment saved from `dto`, under the server's ids. */
export function toConsignmentDocument(
  dto: ConsignmentRequest,
  ids: { consignmentId: string; orderNo: string | null; consignmentNo: string | null },
  defaultConsigneeType: 'company' | 'private' = DEFAULT_CONSIGNEE_TYPE,
): ConsignmentDocument {
  const templateName = dto.templateName?.trim() || null;
  return defined({
    orderNo: ids.orderNo,
    consignmentId: ids.consignmentId,
    consignmentNo: ids.consignmentNo,
    templateName,
    transportProduct: defined({ ...(dto.transportProduct ?? {}) }),
    part: orderParts(dto.part ?? []).map(({ role, part }) => toPart(role, part)),
    goodsItem: (dto.goodsItem ?? []).map(toGoodsItem),
    owner: dto.owner,
    senderOrderRef: dto.senderOrderRef,
    insured: dto.insured,
    insuranceDisabled: dto.insuranceDisabled,
    insuranceGoodsValue: dto.insuranceGoodsValue,
    consigneeType: dto.consigneeType ?? defaultConsigneeType,
  });
}

/** GET /consignment/template/: a blank consignment with the spec's defaults. */
export function blankConsignment(
  consigneeType: 'company' | 'private',
): Omit<ConsignmentDocument, 'consignmentId'> & { consignmentId: null } {
  const blankPart = (role: PartRole): ConsignmentPart => ({
    role,
    address: { name: '', addressLine: ['', ''], postcode: '', city: '', countrycode: DEFAULT_COUNTRY_CODE },
    reference: role === 'consignee' ? { reference: '', customerNo: '' } : { reference: '' },
    communication: { contactPerson: '', phone: '', mobile: { value: '', notify: false }, email: { value: '', notify: false } },
  });
  return {
    orderNo: null,
    consignmentId: null,
    consignmentNo: null,
    templateName: null,
    transportProduct: { delivery: { instruction: [] }, pickup: { instruction: [] }, serviceOption: [] },
    part: [blankPart('consignor'), blankPart('consignee')],
    goodsItem: [
      {
        id: newGoodsItemId(),
        noOfPackages: 1,
        packageType: DEFAULT_PACKAGE_TYPE,
        tag: DEFAULT_PACKAGE_TYPE,
        isStackable: true,
        isReadOnly: false,
      },
    ],
    consigneeType,
  };
}
