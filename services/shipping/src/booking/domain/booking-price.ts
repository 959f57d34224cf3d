/** What a booking is priced at: the engine's answer for the corrected consignment, never the client's. */
export interface BookingPrice {
  supplierId: number;
  priceSupplier: number;
  templateName: string;
  /** The engine's net price (excl. VAT), options and insurance included, as the send list shows it. */
  priceOre: number;
  currency: 'SEK';
  insured: boolean;
  goodsValueOre: number | null;
  insurancePriceOre: number | null;
  consigneeType: 'company' | 'private';
  /** Drop-off chosen: no pickup is booked at the carrier (the order's noPickup). */
  noPickup: boolean;
  /** The product's delivery promise, working days (its deliveryMaxDays), carried for the on-time rate. */
  deliveryMaxDays: number;
  /** The estimated emissions of the booked consignment (issue 33); null when they cannot be estimated. */
  emission: BookedEmission | null;
}

/** What a booking keeps of its emission estimate: enough to sum per customer, carrier and mode. */
export interface BookedEmission {
  co2eGrams: number;
  /** Transport activity, kg·km (tonne-km × 1 000). */
  kgKm: number;
  mode: 'road' | 'air';
}
