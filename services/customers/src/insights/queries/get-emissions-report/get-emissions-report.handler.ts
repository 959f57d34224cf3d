import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, requestContext, TransactionHost } from '@freight/kernel';
import { emissionsReport, emissionsReportCsv, type EmissionsReportRow } from '../../domain/emissions-report';
import { renderEmissionsReportPdf } from '../../render/emissions-report.pdf';

export class GetEmissionsReportQuery {
  constructor(
    readonly customerId: number,
    readonly year: number,
    readonly format: 'pdf' | 'csv',
  ) {}
}

export interface EmissionsReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The yearly emissions report from the summary (twelve months × the products used), for the customer and its colleagues. */
@QueryHandler(GetEmissionsReportQuery)
export class GetEmissionsReportHandler implements IQueryHandler<GetEmissionsReportQuery, EmissionsReportFile> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, year, format }: GetEmissionsReportQuery): Promise<EmissionsReportFile> {
    const rows: EmissionsReportRow[] = await this.tx.manager.query(
      `WITH me AS (SELECT id, comp_id FROM customers WHERE id = $1)
       SELECT m.supplier_id, m.template_name, sum(m.estimated)::int AS estimated, sum(m.kg_km)::text AS kg_km,
              sum(m.co2e_grams)::text AS co2e_grams, sum(m.air_estimated)::int AS air_estimated,
              sum(m.air_kg_km)::text AS air_kg_km, sum(m.air_co2e_grams)::text AS air_co2e_grams
         FROM insight_monthly m, me
        WHERE m.customer_id IN (SELECT c.id FROM customers c WHERE c.id = me.id OR (me.comp_id IS NOT NULL AND c.comp_id = me.comp_id))
          AND m.month >= make_date($2, 1, 1) AND m.month < make_date($2 + 1, 1, 1)
        GROUP BY m.supplier_id, m.template_name
       HAVING sum(m.estimated) > 0`,
      [customerId, year],
    );
    const [known] = await this.tx.manager.query('SELECT 1 FROM customers WHERE id = $1', [customerId]);
    if (!known) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
    const language = requestContext.language() === 'en' ? 'en' : 'sv';
    const report = emissionsReport(customerId, year, rows);
    const stem = `${language === 'sv' ? 'utslappsrapport' : 'emissions-report'}-${customerId}-${year}`;
    return format === 'csv'
      ? {
          fileName: `${stem}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: Buffer.from(`\uFEFF${emissionsReportCsv(report, language)}`, 'utf8'),
        }
      : { fileName: `${stem}.pdf`, contentType: 'application/pdf', body: await renderEmissionsReportPdf(report, language) };
  }
}
