/** The booking at its carrier: waiting, confirmed, refused or cancelled; null unbooked. */
export type CarrierState = 'waiting' | 'confirmed' | 'refused' | 'cancelled';

/** An order as other slices (booking, documents) see it: OrderEntity is its row. Amounts in öre, as text (bigint). */
export interface Order {
  readonly orderNo: string;
  readonly customerId: number;
  readonly consignmentId: string;
  readonly supplierId: number | null;
  readonly priceSupplier: number | null;
  readonly templateName: string | null;
  readonly consigneeType: string;
  readonly calculatedPriceOre: string | null;
  readonly calculatedCurrency: string | null;
  readonly senderOrderRef: string | null;
  readonly dateBooked: Date | null;
  readonly printed: boolean;
  readonly noPickup: boolean;
  readonly insured: boolean;
  readonly goodsValueOre: string | null;
  readonly insurancePriceOre: string | null;
  /** The booking's estimated well-to-wheel CO2e in grams; null before booking or when not estimated. */
  readonly co2eGrams: string | null;
  readonly statusCategory: string | null;
  readonly statusName: string | null;
  readonly statusUpdated: Date | null;
  readonly datePrinted: Date | null;
  readonly datePlaced: Date;
  readonly carrierState: CarrierState | null;
  readonly cancelledAt: Date | null;
  readonly correctsOrderNo: string | null;
}
