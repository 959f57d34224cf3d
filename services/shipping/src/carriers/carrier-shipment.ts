import type { ConsignmentDocument, ConsignmentPart } from '../consignments/domain/consignment-document';
import { stockholmDate } from '../shared/stockholm-time';

/** A party as every connector needs it; the mapper of each carrier cuts it to the carrier's lengths. */
export interface CarrierParty {
  name: string;
  addressLines: string[];
  postcode: string;
  city: string;
  countryCode: string;
  state?: string;
  contactPerson?: string;
  phone?: string;
  email?: string;
}

/** One physical package (a goods item of three packages is three of these). */
export interface CarrierPackage {
  /** kg, at least 0.1, one decimal, rounded up. */
  weightKg: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  packageType: string;
}

/** What a carrier is asked to carry: carrier-neutral, built from the booked consignment only. */
export interface CarrierShipment {
  carrierCode: number;
  orderNo: string;
  /** The portal's consignment number: the shipper's reference at the carrier, so a repeat can be found again. */
  reference: string;
  /** The product's code in the catalogue (`UPS-65-SE`, `PN-17`): the carrier's service code is its second part. */
  productCode: string;
  /** Business date (Stockholm) the goods are handed over: the pickup date, else the booking's day. */
  shipDate: string;
  consignor: CarrierParty;
  consignee: CarrierParty;
  packages: CarrierPackage[];
  description: string;
  /** The booking customer: its own agreement with the carrier, when it has one, books the shipment. */
  customerId?: number;
}

/**
 * A pickup of a booked shipment at the consignor: the day and window the consignment names (its pickup's
 * earliest and latest, else 08:00–17:00 Stockholm time), what is collected, and the carrier's shipment it is for.
 */
export interface CarrierPickup {
  shipment: CarrierShipment;
  /** YYYY-MM-DD, Stockholm business date. */
  date: string;
  /** HH:MM, Stockholm time. */
  readyTime: string;
  closeTime: string;
  carrierShipmentId: string;
  trackingNumbers: string[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The pickup for a booked shipment, from its consignment's pickup fields. */
export function toCarrierPickup(
  shipment: CarrierShipment,
  document: ConsignmentDocument,
  booked: Pick<CarrierBooked, 'carrierShipmentId' | 'trackingNumbers'>,
): CarrierPickup {
  const fields = document.transportProduct?.pickup;
  const earliest = fields?.earliest?.slice(0, 5);
  const latest = fields?.latest?.slice(0, 5);
  const window =
    earliest && latest && TIME.test(earliest) && TIME.test(latest) && earliest < latest ? [earliest, latest] : ['08:00', '17:00'];
  return {
    shipment,
    date: shipment.shipDate,
    readyTime: window[0],
    closeTime: window[1],
    carrierShipmentId: booked.carrierShipmentId,
    trackingNumbers: booked.trackingNumbers,
  };
}

/** A label as the carrier issued it. */
export interface CarrierLabel {
  format: 'GIF' | 'PNG' | 'PDF' | 'ZPL';
  base64: string;
}

/** The carrier's yes: its shipment id, the packages' tracking numbers, its labels, and what it said beside (a partial answer's faults). */
export interface CarrierBooked {
  carrierShipmentId: string;
  trackingNumbers: string[];
  labels: CarrierLabel[];
  warnings: string[];
}

export class IncompleteShipmentError extends Error {}

function party(document: ConsignmentDocument, role: ConsignmentPart['role']): CarrierParty {
  const part = document.part.find((p) => p.role === role);
  if (!part) throw new IncompleteShipmentError(`the consignment has no ${role}`);
  const a = part.address;
  const c = part.communication ?? {};
  return strip({
    name: a.name ?? '',
    addressLines: (a.addressLine ?? []).filter((l) => l && l.trim()),
    postcode: (a.postcode ?? '').replace(/\s/g, ''),
    city: a.city ?? '',
    countryCode: a.countrycode,
    state: a.state,
    contactPerson: c.contactPerson,
    phone: c.phone ?? c.mobile?.value,
    email: c.email?.value,
  });
}

const strip = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

const roundUpTenth = (kg: number) => Math.max(0.1, Math.ceil(kg * 10 - 1e-9) / 10);

/** The shipment of a booked consignment (its consignment number set). */
export function toCarrierShipment(carrierCode: number, orderNo: string, document: ConsignmentDocument, bookedAt: Date): CarrierShipment {
  if (!document.consignmentNo) throw new IncompleteShipmentError('the consignment is not booked');
  const packages: CarrierPackage[] = [];
  for (const item of document.goodsItem) {
    const count = Math.max(1, item.noOfPackages);
    for (let i = 0; i < count; i++) {
      packages.push(
        strip({
          weightKg: roundUpTenth((item.weight ?? 0) / count),
          lengthCm: item.length,
          widthCm: item.width,
          heightCm: item.height,
          packageType: item.packageType,
        }),
      );
    }
  }
  const goodsTypes = [...new Set(document.goodsItem.map((g) => g.goodsType).filter((g): g is string => !!g))];
  return {
    carrierCode,
    orderNo,
    reference: document.consignmentNo,
    productCode: document.transportProduct?.code ?? '',
    shipDate: document.transportProduct?.pickup?.date?.slice(0, 10) || stockholmDate(bookedAt),
    consignor: party(document, 'consignor'),
    consignee: party(document, 'consignee'),
    packages,
    description: goodsTypes.join(', ') || 'Goods',
  };
}

/** The carrier's service code in a catalogue product code: `UPS-65-SE` → `65`, `PN-17` → `17`. */
export function serviceCodeOf(productCode: string): string {
  return productCode.split('-')[1] ?? '';
}
