import { arrayOf, decimal, int, namedSchema, nullable, num, objectOf, str } from '@freight/runtime';
import type { InsightsResponse } from './insights.response';

type Item<K extends keyof InsightsResponse> = InsightsResponse[K] extends (infer T)[] ? T : never;
const month = { ...str, pattern: '^\\d{4}-\\d{2}$' };
const day = { ...str, format: 'date' };

export const INSIGHTS_SCHEMA = namedSchema(
  'Insights',
  objectOf<InsightsResponse>({
    customerId: int,
    customerIds: { ...arrayOf(int), description: 'The customer and, for a company, its colleagues' },
    from: month,
    to: month,
    months: arrayOf(month),
    spendByCarrier: arrayOf(
      objectOf<Item<'spendByCarrier'>>({
        month,
        supplierId: int,
        carrier: str,
        spend: { ...decimal, description: 'SEK excl. VAT' },
        consignments: int,
      }),
    ),
    consignmentsPerWeek: arrayOf(
      objectOf<Item<'consignmentsPerWeek'>>({ week: { ...day, description: 'The Monday of the ISO week' }, consignments: int }),
    ),
    onTime: arrayOf(
      objectOf<Item<'onTime'>>({
        supplierId: int,
        carrier: str,
        templateName: str,
        delivered: int,
        onTime: int,
        rate: { ...nullable(num), description: 'on time ÷ delivered, 0–1' },
      }),
    ),
    incidents: objectOf<InsightsResponse['incidents']>({
      consignments: int,
      complaints: int,
      claims: int,
      per1000: { ...nullable(num), description: '(complaints + claims) per 1 000 consignments' },
    }),
    emissionsPerMonth: arrayOf(
      objectOf<Item<'emissionsPerMonth'>>({
        month,
        co2eGrams: { ...int, description: 'Well-to-wheel g CO2e (EN ISO 14083, GLEC)' },
        airCo2eGrams: int,
        tonneKm: num,
        estimated: { ...int, description: 'Consignments with an estimate' },
        perConsignmentGrams: nullable(int),
      }),
    ),
    totals: objectOf<InsightsResponse['totals']>({ consignments: int, spend: decimal, co2eGrams: int }),
  }),
);
