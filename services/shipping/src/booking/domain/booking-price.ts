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
}
