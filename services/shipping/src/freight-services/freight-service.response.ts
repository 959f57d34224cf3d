import type { Language } from '@freight/kernel';
import { carrierLogoName } from '@freight/reference-data';
import type { FreightServiceDef, OptionFormat, PackageTypeCode, ServiceOptionDef } from '../shared/freight/freight.types';
import { amount, text } from '../shared/wire-format';

export interface ServiceOptionResponse {
  id: number;
  type: string;
  name: string;
  format: OptionFormat | null;
  /** Excl. VAT; null for a price-less option ("Pris för detta tillval kan inte ges. Se aktuell prislista."). */
  price: string | null;
  priceless: boolean;
  conflictsWith: string[];
}

export function toServiceOptionResponse(o: ServiceOptionDef, language: Language): ServiceOptionResponse {
  return {
    id: o.id,
    type: o.type,
    name: text(o.name, language),
    format: o.format,
    price: o.priceOre === null ? null : amount(o.priceOre),
    priceless: o.priceOre === null,
    conflictsWith: o.conflictsWith ?? [],
  };
}

/** Spec section 3 FreightService, texts in the caller's language, plus its options, terms id and guarantee flag. */
export function toFreightServiceResponse(s: FreightServiceDef, options: readonly ServiceOptionDef[], language: Language) {
  return {
    templateSubject: text(s.templateSubject, language),
    templateName: s.templateName,
    code: s.code,
    addService: s.addService,
    priceCode: s.priceCode,
    priceTransportProduct: s.priceTransportProduct,
    priceSupplier: s.priceSupplier,
    priceInfo: text(s.priceInfo, language),
    instruction: text(s.instruction, language),
    deliveryMinDays: s.deliveryMinDays,
    deliveryMaxDays: s.deliveryMaxDays,
    deliveryInfo: text(s.deliveryInfo, language),
    trackingUrl: s.trackingUrl,
    supplier: s.supplier,
    supplierId: s.supplierId,
    serviceId: s.serviceId,
    textId: s.textId,
    paymentCollect: s.paymentCollect,
    hidePriceless: s.hidePriceless,
    locationFinder: s.locationFinder,
    locationFinderUPS: s.locationFinderUPS,
    pickupTime: s.pickupTime,
    returnService: s.returnService,
    noPickupTemplateExists: s.noPickupTemplateExists,
    mandatoryNameConsignor: s.mandatoryNameConsignor,
    mandatoryNameConsignee: s.mandatoryNameConsignee,
    mandatoryMobileConsignor: s.mandatoryMobileConsignor,
    mandatoryMobileConsignee: s.mandatoryMobileConsignee,
    packageTypes: [...s.packageTypes] as PackageTypeCode[],
    fixedPrices: s.fixedPrices.map((f) => ({ packageType: f.packageType, maxWeight: f.maxWeightKg, price: amount(f.priceOre) })),
    logo: carrierLogoName(s.supplier),
    guarantee: s.guarantee,
    active: s.active,
    termsId: s.termsId,
    serviceOptions: options.map((o) => toServiceOptionResponse(o, language)),
  };
}

export type FreightServiceResponse = ReturnType<typeof toFreightServiceResponse>;
