import { findCarrier } from '@freight/reference-data';

/** The member dashboard's figures for a period (issue 33), from the summary the events keep. */
export interface InsightsResponse {
  customerId: number;
  /** The customers counted: the customer and, for a company, its colleagues. */
  customerIds: number[];
  from: string;
  to: string;
  months: string[];
  /** Freight spend excl. VAT per month and carrier, decimal kronor ("1234.50"). */
  spendByCarrier: { month: string; supplierId: number; carrier: string; spend: string; consignments: number }[];
  /** Consignments per ISO week (its Monday), weeks without any left out. */
  consignmentsPerWeek: { week: string; consignments: number }[];
  /** Deliveries of the period's bookings per carrier and product; rate = on time ÷ delivered, null before any delivery. */
  onTime: { supplierId: number; carrier: string; templateName: string; delivered: number; onTime: number; rate: number | null }[];
  incidents: { consignments: number; complaints: number; claims: number; per1000: number | null };
  /** Emissions per month, whole grams CO2e (well to wheel), and per consignment with an estimate. */
  emissionsPerMonth: {
    month: string;
    co2eGrams: number;
    airCo2eGrams: number;
    tonneKm: number;
    estimated: number;
    perConsignmentGrams: number | null;
  }[];
  totals: { consignments: number; spend: string; co2eGrams: number };
}

export interface MonthlyRow {
  month: string;
  supplier_id: number;
  template_name: string;
  consignments: number;
  spend_ore: string;
  estimated: number;
  co2e_grams: string;
  kg_km: string;
  air_co2e_grams: string;
  delivered: number;
  on_time: number;
  complaints: number;
  claims: number;
}

/** Öre as text (bigint sums) → "1234.50", exactly. */
export function kronorText(ore: bigint): string {
  const sign = ore < 0n ? '-' : '';
  const abs = ore < 0n ? -ore : ore;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const carrierName = (code: number) => findCarrier(code)?.name ?? String(code);

export function toInsightsResponse(
  customerId: number,
  customerIds: number[],
  months: string[],
  rows: MonthlyRow[],
  weeks: { week: string; consignments: number }[],
): InsightsResponse {
  const spend = new Map<string, { month: string; supplierId: number; ore: bigint; consignments: number }>();
  const onTime = new Map<string, { supplierId: number; templateName: string; delivered: number; onTime: number }>();
  const emissions = new Map(months.map((month) => [month, { co2e: 0, air: 0, kgKm: 0, estimated: 0 }]));
  let consignments = 0;
  let complaints = 0;
  let claims = 0;
  let totalOre = 0n;
  for (const row of rows) {
    consignments += row.consignments;
    complaints += row.complaints;
    claims += row.claims;
    totalOre += BigInt(row.spend_ore);
    if (row.consignments > 0) {
      const key = `${row.month}|${row.supplier_id}`;
      const s = spend.get(key) ?? { month: row.month, supplierId: row.supplier_id, ore: 0n, consignments: 0 };
      s.ore += BigInt(row.spend_ore);
      s.consignments += row.consignments;
      spend.set(key, s);
    }
    if (row.delivered > 0) {
      const key = `${row.supplier_id}|${row.template_name}`;
      const d = onTime.get(key) ?? { supplierId: row.supplier_id, templateName: row.template_name, delivered: 0, onTime: 0 };
      d.delivered += row.delivered;
      d.onTime += row.on_time;
      onTime.set(key, d);
    }
    const e = emissions.get(row.month);
    if (e) {
      e.co2e += Number(row.co2e_grams);
      e.air += Number(row.air_co2e_grams);
      e.kgKm += Number(row.kg_km);
      e.estimated += row.estimated;
    }
  }
  return {
    customerId,
    customerIds,
    from: months[0],
    to: months[months.length - 1],
    months,
    spendByCarrier: [...spend.values()]
      .sort((a, b) => a.month.localeCompare(b.month) || a.supplierId - b.supplierId)
      .map((s) => ({
        month: s.month,
        supplierId: s.supplierId,
        carrier: carrierName(s.supplierId),
        spend: kronorText(s.ore),
        consignments: s.consignments,
      })),
    consignmentsPerWeek: weeks,
    onTime: [...onTime.values()]
      .sort((a, b) => a.supplierId - b.supplierId || a.templateName.localeCompare(b.templateName))
      .map((d) => ({
        ...d,
        carrier: carrierName(d.supplierId),
        rate: d.delivered ? Math.round((d.onTime / d.delivered) * 1000) / 1000 : null,
      })),
    incidents: {
      consignments,
      complaints,
      claims,
      per1000: consignments ? Math.round(((complaints + claims) / consignments) * 1000 * 10) / 10 : null,
    },
    emissionsPerMonth: months.map((month) => {
      const e = emissions.get(month)!;
      return {
        month,
        co2eGrams: e.co2e,
        airCo2eGrams: e.air,
        tonneKm: Math.round(e.kgKm) / 1000,
        estimated: e.estimated,
        perConsignmentGrams: e.estimated ? Math.round(e.co2e / e.estimated) : null,
      };
    }),
    totals: { consignments, spend: kronorText(totalOre), co2eGrams: [...emissions.values()].reduce((sum, e) => sum + e.co2e, 0) },
  };
}
