import { isActiveCarrier } from '@freight/reference-data';
import type { FreightServiceDef, Localized, ServiceOptionDef, Tariff } from '../../shared/freight/freight.types';

export interface CatalogueContent {
  services: readonly FreightServiceDef[];
  options: readonly ServiceOptionDef[];
  tariffs: readonly Tariff[];
  terms: readonly { id: number; text: Localized }[];
}

/** The price list used when a product has no tariff for the customer's list: the spec knows "list 2 or otherwise". */
export const DEFAULT_PRICE_LIST = 1;

/**
 * One consistent, immutable copy of the catalogue with the lookups the calls need, built once per
 * catalogue version. Nothing here does I/O; a new version is a new snapshot.
 */
export class CatalogueSnapshot {
  /** Every product, active or not (GET by template name shows retired ones: old orders name them). */
  readonly services: readonly FreightServiceDef[];
  /** What filtering and pricing may offer: the product is active and so is its carrier. */
  readonly activeServices: readonly FreightServiceDef[];
  private readonly byTemplate = new Map<string, FreightServiceDef>();
  private readonly byCode = new Map<string, FreightServiceDef>();
  private readonly options = new Map<number, ServiceOptionDef>();
  private readonly optionsByService = new Map<string, readonly ServiceOptionDef[]>();
  private readonly tariffs = new Map<string, Tariff>();
  private readonly terms = new Map<number, Localized>();

  constructor(
    readonly version: string,
    content: CatalogueContent,
  ) {
    this.services = content.services.map((s) => ({ ...s, active: s.active && isActiveCarrier(s.supplierId) }));
    this.activeServices = this.services.filter((s) => s.active);
    for (const o of content.options) this.options.set(o.id, o);
    for (const t of content.tariffs) this.tariffs.set(t.id, t);
    for (const t of content.terms) this.terms.set(t.id, t.text);
    for (const s of this.services) {
      this.byTemplate.set(s.templateName, s);
      this.optionsByService.set(
        s.templateName,
        s.optionIds.flatMap((id) => this.options.get(id) ?? []),
      );
    }
    // A product code names the active product first: codes of retired products may be reused.
    for (const s of [...this.activeServices, ...this.services]) if (!this.byCode.has(s.code)) this.byCode.set(s.code, s);
  }

  service(templateName: string): FreightServiceDef | undefined {
    return this.byTemplate.get(templateName);
  }

  serviceByCode(code: string): FreightServiceDef | undefined {
    return this.byCode.get(code);
  }

  option(id: number): ServiceOptionDef | undefined {
    return this.options.get(id);
  }

  optionsOf(service: FreightServiceDef): readonly ServiceOptionDef[] {
    return this.optionsByService.get(service.templateName) ?? [];
  }

  term(id: number): Localized | undefined {
    return this.terms.get(id);
  }

  /** The product's tariff for the price list, else its list-1 tariff; undefined when it has neither. */
  tariffFor(service: FreightServiceDef, priceList: number): Tariff | undefined {
    const id = service.tariffIds[priceList] ?? service.tariffIds[DEFAULT_PRICE_LIST];
    return id === undefined ? undefined : this.tariffs.get(id);
  }

  get counts() {
    return {
      services: this.services.length,
      active: this.activeServices.length,
      options: this.options.size,
      tariffs: this.tariffs.size,
      terms: this.terms.size,
    };
  }
}
