import { KeepInsightsSummary } from './application/event-handlers/keep-insights-summary';
import { CreateInsights1779330000200, StripeInsightSums1790000000400 } from './database/insights.migrations';
import { GetEmissionsReportHandler } from './queries/get-emissions-report/get-emissions-report.handler';
import { GetEmissionsReportHttpController } from './queries/get-emissions-report/get-emissions-report.http.controller';
import { GetInsightsHandler } from './queries/get-insights/get-insights.handler';
import { GetInsightsHttpController } from './queries/get-insights/get-insights.http.controller';
import { DemoInsightsSeed } from './seed/demo-insights.seed';

/** The member dashboard's read model (issue 33), for the customers module's wiring. */
export const insightsMigrations = [CreateInsights1779330000200, StripeInsightSums1790000000400];
export const insightsControllers = [GetInsightsHttpController, GetEmissionsReportHttpController];
export const insightsProviders = [KeepInsightsSummary, GetInsightsHandler, GetEmissionsReportHandler, DemoInsightsSeed];
