/** What the summary keeps of a booking (from OrderBooked, or from the demo history). */
export interface BookingFigures {
  orderNo: string;
  customerId: number;
  supplierId: number;
  templateName: string;
  bookedAt: Date;
  /** Whole numbers as text (int64): öre, grams CO2e, kg·km; no estimate when co2eGrams is undefined. */
  priceOre: string;
  co2eGrams?: string;
  kgKm?: string;
  air: boolean;
  deliveryMaxDays: number | null;
}
