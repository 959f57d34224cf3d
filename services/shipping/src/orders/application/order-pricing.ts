import { Injectable } from '@nestjs/common';
import { DomainError, FieldError, Principal } from '@freight/kernel';
import { CatalogueCache } from '../../catalogue/cache/catalogue.cache';
import { CustomerPricingProfile } from '../../pricing/application/customer-pricing-profile';
import type { ConsignmentRequestDto } from '../../consignments/consignment.request.dto';
import { toConsignmentInput } from '../../pricing/consignment-request/to-consignment-input';
import { insurancePremiumOre } from '../../pricing/domain/insurance';
import { sekToOre } from '../../shared/freight/money';
import { priceConsignment } from '../../pricing/domain/price-consignment';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';

export interface OrderPrice {
  supplierId: number | null;
  priceSupplier: number | null;
  templateName: string | null;
  /** Excluding VAT; null when the product is unknown, retired, or the consignment cannot be priced by it. */
  calculatedPriceOre: number | null;
  calculatedCurrency: 'SEK' | null;
  insured: boolean;
  goodsValueOre: number | null;
  insurancePriceOre: number | null;
}

/**
 * The price of an order: the pricing engine's (catalogue snapshot, the customer's price list from its
 * profile), never the client's. The consignment must be priceable in shape: a consignor and a consignee
 * with postcodes, goods with weights, a goods value when insured; else 400 with the spec's texts.
 */
@Injectable()
export class OrderPricing {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly profiles: CustomerPricingProfile,
  ) {}

  async price(
    principal: Principal,
    customerId: number,
    document: ConsignmentDocument,
    choice: { insured?: boolean; goodsValue?: number; consigneeType: 'company' | 'private' },
  ): Promise<OrderPrice> {
    const goodsValue = choice.goodsValue ?? document.insuranceGoodsValue;
    const insured = choice.insured ?? document.insured ?? (document.insuranceDisabled !== true && goodsValue !== undefined);
    const errors: FieldError[] = [];
    document.goodsItem.forEach((g, i) => {
      if (g.weight === undefined || g.weight === null)
        errors.push({ field: `consignment.goodsItem.${i}.weight`, code: 'VALIDATION.REQUIRED' });
    });
    if (insured && goodsValue === undefined) errors.push({ field: 'goodsValue', code: 'VALIDATION.REQUIRED' });
    const dto = {
      ...document,
      insured,
      insuranceGoodsValue: goodsValue,
      consigneeType: choice.consigneeType,
    } as unknown as ConsignmentRequestDto;
    const mapped = toConsignmentInput(dto, 'consignment', choice.consigneeType);
    if (!mapped.ok) errors.push(...mapped.errors.filter((e) => e.field !== 'consignment.insuranceGoodsValue'));
    if (errors.length || !mapped.ok) throw DomainError.invalid(errors);

    const goodsValueOre = insured && goodsValue !== undefined ? sekToOre(goodsValue) : null;
    const insurancePriceOre = goodsValueOre !== null ? insurancePremiumOre(goodsValueOre) : null;
    const snapshot = this.catalogue.snapshot;
    const service = document.templateName
      ? snapshot.service(document.templateName)
      : document.transportProduct.code
        ? snapshot.serviceByCode(document.transportProduct.code)
        : undefined;
    const unpriced = { calculatedPriceOre: null, calculatedCurrency: null, insured, goodsValueOre, insurancePriceOre } as const;
    if (!service) return { supplierId: null, priceSupplier: null, templateName: document.templateName, ...unpriced };
    const named = { supplierId: service.supplierId, priceSupplier: service.priceSupplier, templateName: service.templateName };
    if (!service.active) return { ...named, ...unpriced };
    const { priceList } = await this.profiles.of(principal, customerId);
    const result = priceConsignment(
      mapped.input,
      service,
      snapshot.tariffFor(service, priceList),
      [...snapshot.optionsOf(service)],
      priceList,
    );
    if (result.errors.length) return { ...named, ...unpriced };
    return { ...named, calculatedPriceOre: result.netOre, calculatedCurrency: result.currency, insured, goodsValueOre, insurancePriceOre };
  }
}

const oreText = (ore: number | null) => (ore === null ? null : String(ore));

/** The order columns a price decides, the same on create and on every update. */
export const priceColumns = (price: OrderPrice) => ({
  supplierId: price.supplierId,
  priceSupplier: price.priceSupplier,
  templateName: price.templateName,
  calculatedPriceOre: oreText(price.calculatedPriceOre),
  calculatedCurrency: price.calculatedCurrency,
  insured: price.insured,
  goodsValueOre: oreText(price.goodsValueOre),
  insurancePriceOre: oreText(price.insurancePriceOre),
});
