import { findCarrier, findCountry, PACKAGE_TYPES } from '@freight/reference-data';
import type { ConsignmentDocument, ConsignmentPart } from '../../consignments/domain/consignment-document';
import type { PartRole } from '../../consignments/domain/part-roles';
import type { FreightServiceDef, ServiceOptionDef } from '../../shared/freight/freight.types';
import { formatStockholm, parseInstant, stockholmDate } from '../../shared/stockholm-time';
import type { CustomsDeclaration } from './customs-declaration';

/** Swedish first, English second: the documents are read by Swedish drivers and by customs abroad alike. */
export interface Bilingual {
  sv: string;
  en: string;
}

export interface PrintableParty {
  role: PartRole;
  title: Bilingual;
  name: string;
  lines: string[];
  postcode: string;
  city: string;
  countrycode: string;
  country: string;
  contact: string[];
  reference: string;
}

export interface PrintableGoodsLine {
  packages: number;
  packageType: Bilingual;
  goodsType: string;
  weightKg: number;
  volumeM3: number;
  loadingMetres: number;
}

export interface PrintablePackage {
  sscc: string;
  /** 1-based: "n of m". */
  number: number;
  of: number;
  packageType: Bilingual;
  weightKg: number;
}

/**
 * Everything a waybill or a label shows, taken only from the booked order and its stored consignment
 * (never from the print request), so that the same consignment always prints the same document.
 */
export interface PrintableConsignment {
  orderNo: string;
  consignmentNo: string;
  carrierCode: number;
  carrierName: string;
  productName: string;
  bookedAt: Date;
  bookingDate: string;
  pickup: { date: string; earliest: string; latest: string };
  /** Drop-off: the waybill says the sender leaves the goods, and shows no pickup window. */
  dropOff: boolean;
  parties: PrintableParty[];
  goods: PrintableGoodsLine[];
  totals: { packages: number; weightKg: number; volumeM3: number; loadingMetres: number };
  serviceOptions: string[];
  senderReference: string;
  consigneeReference: string;
  termsOfDelivery: string;
  deliveryInstructions: string[];
  pickupInstructions: string[];
  insuredValueOre: number | null;
  priceOre: number | null;
  currency: string;
  /** The booking's estimated CO2e, grams (EN ISO 14083 / GLEC, well to wheel); null when not estimated. */
  co2eGrams: number | null;
  packages: PrintablePackage[];
  gs1CompanyPrefixLength: number;
  /** The customs invoice went to the carrier electronically: the label says so. */
  paperlessCustoms: boolean;
  /** Leaving the EU customs territory with a saved customs document: its invoice is printed (unless paperless). */
  customs: CustomsDeclaration | null;
}

export interface BookedOrderFacts {
  orderNo: string;
  supplierId: number | null;
  templateName: string | null;
  dateBooked: Date;
  insured: boolean;
  goodsValueOre: string | null;
  calculatedPriceOre: string | null;
  calculatedCurrency: string | null;
  senderOrderRef: string | null;
  co2eGrams?: string | null;
  /** Drop-off: the sender leaves the goods at the carrier, nothing is collected. */
  noPickup?: boolean;
}

const PART_TITLES: Record<PartRole, Bilingual> = {
  consignor: { sv: 'Avsändare', en: 'Consignor' },
  consignee: { sv: 'Mottagare', en: 'Consignee' },
  receivingAgent: { sv: 'Mottagande ombud', en: 'Receiving agent' },
  pickupAddress: { sv: 'Upphämtningsadress', en: 'Pickup address' },
  customsVATPayer: { sv: 'Betalare av tull och moms', en: 'Customs VAT payer' },
  accessPoint: { sv: 'Utlämningsställe', en: 'Pickup point' },
};

function packageTypeName(code: string): Bilingual {
  const type = PACKAGE_TYPES.find((t) => t.code === code);
  return type ? { sv: type.nameSv, en: type.name } : { sv: code, en: code };
}

/** Sums of decimals kept to three places, so float noise never reaches the paper. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function toParty(part: ConsignmentPart): PrintableParty {
  const a = part.address;
  const c = part.communication ?? {};
  const contact = [c.contactPerson, c.phone, c.mobile?.value, c.email?.value].filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return {
    role: part.role,
    title: PART_TITLES[part.role],
    name: a.name ?? '',
    lines: (a.addressLine ?? []).filter((line) => line.trim() !== ''),
    postcode: a.postcode ?? '',
    city: a.city ?? '',
    countrycode: a.countrycode,
    country: findCountry(a.countrycode)?.name ?? a.countrycode,
    contact,
    reference: part.reference?.reference ?? '',
  };
}

/** The printable view of one booked consignment; `ssccs` in package order (one per package). */
export function toPrintable(
  order: BookedOrderFacts,
  consignmentNo: string,
  document: ConsignmentDocument,
  ssccs: readonly string[],
  catalogue: { service?: FreightServiceDef; option: (type: string) => ServiceOptionDef | undefined },
  gs1CompanyPrefixLength: number,
  customs: { declaration: CustomsDeclaration | null; paperless: boolean } = { declaration: null, paperless: false },
): PrintableConsignment {
  const carrierCode = order.supplierId ?? catalogue.service?.supplierId ?? 0;
  const goods: PrintableGoodsLine[] = document.goodsItem.map((item) => ({
    packages: item.noOfPackages,
    packageType: packageTypeName(item.packageType),
    goodsType: item.goodsType ?? '',
    weightKg: item.weight ?? 0,
    volumeM3: item.volume ?? 0,
    loadingMetres: item.loadingMetres ?? 0,
  }));
  const packages: PrintablePackage[] = [];
  const total = goods.reduce((sum, g) => sum + g.packages, 0);
  for (const line of goods) {
    for (let i = 0; i < line.packages; i++) {
      packages.push({
        sscc: ssccs[packages.length],
        number: packages.length + 1,
        of: total,
        packageType: line.packageType,
        weightKg: round3(line.weightKg / line.packages),
      });
    }
  }
  const product = document.transportProduct ?? {};
  const tod = product.tod;
  const consignee = document.part.find((p) => p.role === 'consignee');
  return {
    orderNo: order.orderNo,
    consignmentNo,
    carrierCode,
    carrierName: findCarrier(carrierCode)?.name ?? catalogue.service?.supplier ?? '',
    productName: catalogue.service?.templateSubject?.sv ?? order.templateName ?? '',
    bookedAt: order.dateBooked,
    bookingDate: stockholmDate(order.dateBooked),
    pickup: { date: product.pickup?.date ?? '', earliest: wallClock(product.pickup?.earliest), latest: wallClock(product.pickup?.latest) },
    dropOff: order.noPickup === true,
    parties: document.part.map(toParty),
    goods,
    totals: {
      packages: total,
      weightKg: round3(goods.reduce((sum, g) => sum + g.weightKg, 0)),
      volumeM3: round3(goods.reduce((sum, g) => sum + g.volumeM3, 0)),
      loadingMetres: round3(goods.reduce((sum, g) => sum + g.loadingMetres, 0)),
    },
    serviceOptions: (product.serviceOption ?? []).map((o) => {
      const name = catalogue.option(o.type)?.name?.sv ?? o.type;
      return o.value === undefined || o.value === '' ? name : `${name}: ${o.value}`;
    }),
    senderReference: order.senderOrderRef ?? document.part.find((p) => p.role === 'consignor')?.reference?.reference ?? '',
    consigneeReference: consignee?.reference?.reference ?? '',
    termsOfDelivery: [tod?.combiterm, tod?.location, tod?.countrycode].filter(Boolean).join(' '),
    deliveryInstructions: (product.delivery?.instruction ?? []).filter(Boolean),
    pickupInstructions: (product.pickup?.instruction ?? []).filter(Boolean),
    insuredValueOre: order.insured && order.goodsValueOre !== null ? Number(order.goodsValueOre) : null,
    priceOre: order.calculatedPriceOre === null ? null : Number(order.calculatedPriceOre),
    co2eGrams: order.co2eGrams === null || order.co2eGrams === undefined ? null : Number(order.co2eGrams),
    currency: order.calculatedCurrency ?? 'SEK',
    packages,
    gs1CompanyPrefixLength,
    paperlessCustoms: customs.paperless && customs.declaration !== null,
    customs: customs.declaration,
  };
}

/** A stored pickup instant as the Stockholm time of day the driver reads, 09:00. */
function wallClock(instant: string | undefined): string {
  const parsed = instant ? parseInstant(instant) : undefined;
  return parsed ? formatStockholm(parsed).slice(11, 16) : '';
}

/** Total packages of a stored consignment: how many SSCCs it needs. */
export const packageCount = (document: ConsignmentDocument) => document.goodsItem.reduce((sum, item) => sum + item.noOfPackages, 0);

/** 12 345,50 kr: Swedish grouping and decimal comma, from öre. */
export function formatSek(ore: number, currency = 'SEK'): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  const kronor = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${kronor},${String(abs % 100).padStart(2, '0')} ${currency === 'SEK' ? 'kr' : currency}`;
}

/** 12,5 kg style decimals for the paper (Swedish comma), at most three places. */
export const formatDecimal = (n: number) => String(round3(n)).replace('.', ',');
