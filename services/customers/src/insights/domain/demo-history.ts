import type { BookingFigures } from './booking-figures';

/**
 * A demo customer's dashboard history (issue 33): what eight months of bookings, their deliveries and a few
 * complaints and claims would have left in the summary, so that `npm start` shows charts, not empty axes. Made up
 * but deterministic (the same day gives the same history) and plausible: the products a Swedish shipper uses,
 * emissions as the GLEC formula gives them (kg × km × the product's default factor), deliveries one to three
 * days after the booking, most of them within the promise.
 */

interface DemoProduct {
  supplierId: number;
  templateName: string;
  /** g CO2e per tonne-km (WTW), the default factor of the product's vehicle class (shipping's emission-factors). */
  factor: number;
  air: boolean;
  deliveryMaxDays: number;
}

const PRODUCTS: readonly DemoProduct[] = [
  { supplierId: 4, templateName: 'PN_PARCEL', factor: 195, air: false, deliveryMaxDays: 2 },
  { supplierId: 4, templateName: 'PN_PALLET', factor: 142, air: false, deliveryMaxDays: 3 },
  { supplierId: 116, templateName: 'DBS_PARCEL', factor: 195, air: false, deliveryMaxDays: 2 },
  { supplierId: 116, templateName: 'DBS_SYSTEM', factor: 142, air: false, deliveryMaxDays: 3 },
  { supplierId: 131, templateName: 'UPS_STANDARD_EU', factor: 87, air: false, deliveryMaxDays: 5 },
  { supplierId: 225, templateName: 'DHL_EXPRESS_WORLDWIDE', factor: 789, air: true, deliveryMaxDays: 3 },
];
/** Road km from Stockholm to Uppsala, Norrköping, Göteborg, Malmö and Umeå (× 1.2 of the great circle). */
const ROAD_KM = [80, 150, 477, 614, 720];
/** An air consignment's distance: Stockholm to Frankfurt by air and road. */
const AIR_KM = 1350;

export const DEMO_MONTHS = 8;

export interface DemoHistory {
  bookings: BookingFigures[];
  deliveries: { orderNo: string; at: Date }[];
  incidents: { kind: 'complaints' | 'claims'; orderNo: string; supplierId: number; at: Date }[];
}

/** A fraction in [0, 1) from an index: the same history every time, no Math.random. */
const spread = (i: number, salt: number) => (((i + 1) * 2654435761 + salt * 40503) >>> 0) / 2 ** 32;
const DAY_MS = 86_400_000;

export function demoHistory(today: Date, customerId: number): DemoHistory {
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - DEMO_MONTHS, 1);
  const history: DemoHistory = { bookings: [], deliveries: [], incidents: [] };
  let n = 0;
  for (let day = first; day < todayUtc; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    // One to four bookings a working day, a little busier towards the present.
    const count = 1 + Math.floor(spread(day / DAY_MS, 1) * (3 + (day - first) / (todayUtc - first)));
    for (let k = 0; k < count; k++, n++) {
      const product = PRODUCTS[Math.floor(spread(n, 2) * PRODUCTS.length)];
      const kg =
        product.templateName.endsWith('PALLET') || product.templateName === 'DBS_SYSTEM'
          ? 120 + Math.round(spread(n, 3) * 400)
          : 1 + Math.round(spread(n, 3) * 24);
      const km = product.air ? AIR_KM : ROAD_KM[Math.floor(spread(n, 4) * ROAD_KM.length)];
      const orderNo = `DEMO-${String(n + 1).padStart(6, '0')}`;
      const bookedAt = new Date(day + (8 + Math.floor(spread(n, 5) * 7)) * 3_600_000);
      history.bookings.push({
        orderNo,
        customerId,
        supplierId: product.supplierId,
        templateName: product.templateName,
        bookedAt,
        priceOre: String(8900 + kg * 350 + km * 15 + (product.air ? 60000 : 0)),
        co2eGrams: String(Math.round((kg / 1000) * km * product.factor)),
        kgKm: String(kg * km),
        air: product.air,
        deliveryMaxDays: product.deliveryMaxDays,
      });
      // Most arrive within the promise; about one in eight a day or two late; the last days' still under way.
      const late = spread(n, 6) < 0.12;
      const days = late
        ? product.deliveryMaxDays + 1 + Math.floor(spread(n, 7) * 2)
        : 1 + Math.floor(spread(n, 7) * product.deliveryMaxDays);
      const deliveredAt = new Date(day + days * DAY_MS + 13 * 3_600_000);
      if (deliveredAt.getTime() < todayUtc) history.deliveries.push({ orderNo, at: deliveredAt });
      if (n % 47 === 46 || n % 151 === 150) {
        const at = new Date(deliveredAt.getTime() + 2 * DAY_MS);
        if (at.getTime() < todayUtc)
          history.incidents.push({ kind: n % 47 === 46 ? 'complaints' : 'claims', orderNo, supplierId: product.supplierId, at });
      }
    }
  }
  return history;
}
