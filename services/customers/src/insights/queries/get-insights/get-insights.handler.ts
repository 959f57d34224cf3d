import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { periodOf } from '../../domain/insight-period';
import { InsightsResponse, MonthlyRow, toInsightsResponse } from './insights.response';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export class GetInsightsQuery {
  constructor(
    readonly customerId: number,
    readonly from?: string,
    readonly to?: string,
  ) {}
}

/**
 * The dashboard's figures from the summary (never the orders): at most 24 months × the products used, and the
 * weeks of the period, for the customer and its company's colleagues. "This month" is the database's, in Stockholm.
 */
@QueryHandler(GetInsightsQuery)
export class GetInsightsHandler implements IQueryHandler<GetInsightsQuery, InsightsResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, from, to }: GetInsightsQuery): Promise<InsightsResponse> {
    const manager = this.tx.manager;
    const [who] = await manager.query(
      `SELECT to_char((now() AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date, 'YYYY-MM-DD') AS today,
              ARRAY(SELECT c.id FROM customers c WHERE c.id = me.id OR (me.comp_id IS NOT NULL AND c.comp_id = me.comp_id) ORDER BY c.id) AS ids
         FROM customers me WHERE me.id = $1`,
      [customerId],
    );
    if (!who) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
    const period = periodOf(who.today, from, to);
    if (!period) throw DomainError.invalid([{ field: from && to ? 'to' : 'from', code: 'VALIDATION.INVALID_FORMAT' }]);
    const ids: number[] = who.ids.map(Number);
    const rows: MonthlyRow[] = await manager.query(
      `SELECT to_char(month, 'YYYY-MM') AS month, supplier_id, template_name,
              sum(consignments)::int AS consignments, sum(spend_ore)::text AS spend_ore, sum(estimated)::int AS estimated,
              sum(co2e_grams)::text AS co2e_grams, sum(kg_km)::text AS kg_km, sum(air_co2e_grams)::text AS air_co2e_grams,
              sum(delivered)::int AS delivered, sum(on_time)::int AS on_time, sum(complaints)::int AS complaints, sum(claims)::int AS claims
         FROM insight_monthly
        WHERE customer_id = ANY($1::int[]) AND month BETWEEN $2::date AND $3::date
        GROUP BY month, supplier_id, template_name
        ORDER BY month, supplier_id, template_name`,
      [ids, period.from, period.to],
    );
    const weeks: { week: string; consignments: number }[] = await manager.query(
      `SELECT to_char(week, 'YYYY-MM-DD') AS week, sum(consignments)::int AS consignments
         FROM insight_weekly
        WHERE customer_id = ANY($1::int[]) AND week >= date_trunc('week', $2::date) AND week < ($3::date + interval '1 month')
        GROUP BY week ORDER BY week`,
      [ids, period.from, period.to],
    );
    return toInsightsResponse(customerId, ids, period.months, rows, weeks);
  }
}
