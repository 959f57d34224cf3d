/**
 * The contract between the pricing domain (pure functions, no I/O) and the shipping service's HTTP
 * and persistence layers. Money is integer öre; weights kg (decimals allowed); dimensions cm.
 */
import type { MessageCode, MessageParams } from '@freight/kernel/domain';
import type { OptionFormat } from '@freight/reference-data';

export type PackageTypeCode = 'unspecified' | 'parcel' | 'pallet' | 'halfpallet';
export type { OptionFormat };
export type Localized = { sv: string; en: string };

/** A service option a product offers (spec: serviceOption with a type and a format attribute). */
export interface ServiceOptionDef {
  id: number;
  /** The option's type as carriers name it, e.g. 'NOTIFY_EMAIL', 'NOTIFY_SMS', 'COD', 'TAIL_LIFT'. */
  type: string;
  name: Localized;
  /** Format of the value the sender types, when the option takes one. */
  format: OptionFormat | null;
  /** null: the option cannot be priced ("Pris för detta tillval kan inte ges. Se aktuell prislista."). */
  priceOre: number | null;
  /** Options that cannot be combined with this one (e.g. NOTIFY_EMAIL vs NOTIFY_SMS for some products). */
  conflictsWith?: string[];
}

/** Weight break: up to and including `upToKg` chargeable kg, the price per zone. */
export interface WeightBreak {
  upToKg: number;
  priceOreByZone: Record<string, number>;
}

export interface Tariff {
  id: string;
  priceList: number;
  breaks: WeightBreak[];
  /** Price per started kg above the last break, per zone; absent = no price above the last break. */
  perKgAboveOreByZone?: Record<string, number>;
  minChargeOre: number;
  /** Fuel surcharge on the freight (base) price, in basis points (1 % = 100). */
  fuelSurchargeBasisPoints: number;
}

/** Every field of spec section 3 FreightService, plus the limits the filter needs. */
export interface FreightServiceDef {
  templateName: string;
  templateSubject: Localized;
  code: string;
  supplierId: number;
  supplier: string;
  serviceId: number;
  textId: number;
  addService: boolean;
  priceCode: string;
  priceTransportProduct: string;
  priceSupplier: number;
  priceInfo: Localized;
  instruction: Localized;
  deliveryMinDays: number;
  deliveryMaxDays: number;
  deliveryInfo: Localized;
  trackingUrl: string;
  paymentCollect: boolean;
  hidePriceless: boolean;
  locationFinder: boolean;
  locationFinderUPS: boolean;
  pickupTime: string;
  returnService: boolean;
  noPickupTemplateExists: boolean;
  mandatoryNameConsignor: boolean;
  mandatoryNameConsignee: boolean;
  mandatoryMobileConsignor: boolean;
  mandatoryMobileConsignee: boolean;
  packageTypes: PackageTypeCode[];
  /** Fixed prices per package type (e.g. a flat-rate parcel), öre excl. VAT; they replace the tariff for matching items. */
  fixedPrices: { packageType: PackageTypeCode; maxWeightKg: number; priceOre: number }[];
  guarantee: boolean;
  active: boolean;
  /** Where it goes: 'SE' domestic, or lists of countries. */
  fromCountries: string[];
  toCountries: string[];
  consigneeTypes: ('company' | 'private')[];
  limits: {
    maxItemWeightKg: number;
    maxTotalWeightKg: number;
    maxLengthCm: number;
    maxWidthCm: number;
    maxHeightCm: number;
    maxLoadingMetres: number;
    maxPackages: number;
  };
  /** kg per m³ and kg per loading metre used for chargeable weight. */
  volumeFactor: number;
  loadingMetreFactor: number;
  /** Tariff id per price list (1, 2). */
  tariffIds: Record<number, string>;
  optionIds: number[];
  termsId: number;
}

export interface GoodsItemInput {
  id?: string;
  noOfPackages: number;
  weight: number;
  length?: number;
  width?: number;
  height?: number;
  volume?: number;
  loadingMetres?: number;
  packageType: PackageTypeCode;
  isStackable?: boolean;
}

export interface AddressInput {
  countrycode: string;
  postcode: string;
  city?: string;
}

/** What pricing and filtering need of a consignment (the spec's server object carries much more). */
export interface ConsignmentInput {
  from: AddressInput;
  to: AddressInput;
  goodsItems: GoodsItemInput[];
  /** Options asked for, by option type, with the typed value. */
  serviceOptions: { type: string; value?: string }[];
  insurance?: { goodsValueOre: number };
  consigneeType: 'company' | 'private';
}

export interface Reason {
  code: MessageCode;
  params?: MessageParams;
}

export interface FilterContext {
  /** The customer's chosen carriers; undefined = every active carrier. */
  carriers?: number[];
  guaranteeService: boolean;
}

export interface FilterResult {
  offered: FreightServiceDef[];
  notOffered: { templateName: string; supplierId: number; reasons: Reason[] }[];
}

export interface PriceLine {
  kind: 'freight' | 'minimum_charge' | 'fuel_surcharge' | 'option' | 'insurance' | 'fixed_price' | 'transaction_fee';
  label: Localized;
  amountOre: number;
  detail?: Record<string, string | number>;
}

export interface PriceResult {
  templateName: string;
  code: string;
  priceList: number;
  zone: string;
  chargeableWeightKg: number;
  lines: PriceLine[];
  netOre: number;
  vatOre: number;
  totalOre: number;
  currency: 'SEK';
  errors: Reason[];
}
