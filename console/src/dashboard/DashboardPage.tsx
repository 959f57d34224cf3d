import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import { formatMoney, formatNumber } from '../format/money';
import type { RouteDefinition } from '../routes/routeTable';
import { todayIso } from '../shipment/pickupTime';
import { useSession } from '../session/useSession';
import {
  figure,
  figureText,
  kilograms,
  monthsBefore,
  percent,
  recentMonths,
  spendTable,
  toCsv,
  type FigureTable,
  type Insights,
} from './insights';
import { toXlsx, XLSX_TYPE } from './xlsx';

const CHART_HEIGHT = 280;

/** Saves a file the browser fetched. */
const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

/** Saves a table as a CSV file (UTF-8 with a byte-order mark, so spreadsheet programs read å, ä and ö). */
const downloadCsv = (name: string, table: FigureTable) => {
  save(new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
};

/** Saves a table as an xlsx workbook with the same figures, numbers as number cells. */
const downloadXlsx = (name: string, caption: string, table: FigureTable) => {
  save(new Blob([toXlsx(table, caption)], { type: XLSX_TYPE }), `${name}.xlsx`);
};

/** The yearly emissions report (PDF or CSV) of a year, fetched with the session's token. */
const EmissionsReportCard = ({ years }: { years: number[] }) => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [year, setYear] = useState(years[0]);
  const [error, setError] = useState<unknown>();
  const fetchReport = async (format: 'pdf' | 'csv') => {
    setError(undefined);
    try {
      const file = await dataProvider.getEmissionsReport(session!.customerId, year, format);
      save(file.blob, file.fileName);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <Section id="emissions-report" title={translate('dashboard.report.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('dashboard.report.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          label={translate('dashboard.report.year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'report-year' }, inputLabel: { shrink: true } }}
          sx={{ width: 120 }}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void fetchReport('pdf')} data-testid="report-pdf">
          {translate('dashboard.report.pdf')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void fetchReport('csv')} data-testid="report-csv">
          {translate('dashboard.report.csv')}
        </Button>
      </Box>
      {error !== undefined && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(error, translate)}
        </Alert>
      )}
    </Section>
  );
};

/** The figures of one chart as a table, folded under the chart (and read by screen readers), with its CSV and xlsx exports. */
const FigureTableView = ({ id, caption, table }: { id: string; caption: string; table: FigureTable }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadCsv(id, table)} data-testid={`${id}-csv`}>
        {translate('dashboard.exportCsv')}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadXlsx(id, caption, table)} data-testid={`${id}-xlsx`}>
        {translate('dashboard.exportXlsx')}
      </Button>
      <Box component="details" data-testid={`${id}-table`} sx={{ mt: 0.5 }}>
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
          {translate('dashboard.showTable')}
        </Box>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', mt: 1, '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' } }}
        >
          <caption style={{ textAlign: 'left' }}>{caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {figureText(cell)}
                    </th>
                  ) : (
                    <td key={column}>{figureText(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
};

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} data-testid={id} sx={{ flex: '1 1 520px', minWidth: 0 }}>
    <CardContent>
      <Typography variant="h6" component="h2" id={`${id}-title`} gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Kpi = ({ id, label, value }: { id: string; label: string; value: string }) => (
  <Card variant="outlined" sx={{ flex: '1 1 180px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={`kpi-${id}`}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

/**
 * The member dashboard (/dashboard, issue 33): freight spend per month by carrier, consignments per week, on-time
 * rate per carrier and product, complaints and claims per 1 000 consignments, emissions per month; a period of
 * whole months; each chart's numbers as a table and as CSV. Figures come from the summary the server keeps.
 */
export const DashboardPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const months = useMemo(() => recentMonths(todayIso()), []);
  const [to, setTo] = useState(months[0]);
  const [from, setFrom] = useState(monthsBefore(months[0], 12));
  const insights = useQuery({
    queryKey: queryKeys.insights.period(session?.customerId, from, to),
    queryFn: () => dataProvider.getInsights(session!.customerId, from, to),
    enabled: Boolean(session) && from <= to,
  });
  const data = insights.data;

  const monthSelect = (label: string, value: string, onChange: (month: string) => void, testId: string) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    >
      {months.map((month) => (
        <option key={month} value={month}>
          {month}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box data-testid="dashboard" sx={{ maxWidth: 1400 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('dashboard.intro')} {data && data.customerIds.length > 1 ? translate('dashboard.colleagues') : ''}
      </Typography>
      <Box
        component="form"
        aria-label={translate('route.dashboard')}
        sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}
        onSubmit={(event) => event.preventDefault()}
      >
        {monthSelect(translate('dashboard.from'), from, setFrom, 'period-from')}
        {monthSelect(translate('dashboard.to'), to, setTo, 'period-to')}
      </Box>
      {insights.isLoading && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('dashboard.loading')}</Typography>
        </Box>
      )}
      {insights.isError && (
        <Alert severity="error" data-testid="dashboard-error">
          {errorText(insights.error, translate)}
        </Alert>
      )}
      {data && <Figures insights={data} locale={locale} />}
      <Box sx={{ mt: 2, display: 'flex' }}>
        <EmissionsReportCard years={[0, 1, 2].map((back) => Number(months[0].slice(0, 4)) - back)} />
      </Box>
    </Box>
  );
};

const Figures = ({ insights, locale }: { insights: Insights; locale: string }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`dashboard.${key}`);
  const spend = spendTable(insights);
  const delivered = insights.onTime.reduce((sum, row) => sum + row.delivered, 0);
  const onTime = insights.onTime.reduce((sum, row) => sum + row.onTime, 0);
  const kg = (grams: number) => formatNumber(kilograms(grams), locale, 2);
  const number = (value: number, decimals: number) => figure(value, decimals, locale);
  const kgFigure = (grams: number) => number(kilograms(grams), 2);

  const spendFigures: FigureTable = {
    columns: [t('spend.month'), t('spend.carrier'), t('spend.amount')],
    rows: insights.spendByCarrier.map((s) => [s.month, s.carrier, number(Number(s.spend), 2)]),
  };
  const weeklyFigures: FigureTable = {
    columns: [t('weekly.week'), t('weekly.consignments')],
    rows: insights.consignmentsPerWeek.map((w) => [w.week, w.consignments]),
  };
  const onTimeFigures: FigureTable = {
    columns: [t('onTime.carrier'), t('onTime.product'), t('onTime.delivered'), t('onTime.onTime'), t('onTime.rate')],
    rows: insights.onTime.map((o) => [o.carrier, o.templateName, o.delivered, o.onTime, percent(o.rate) ?? '']),
  };
  const incidentFigures: FigureTable = {
    columns: [t('kpi.consignments'), t('incidents.complaints'), t('incidents.claims'), t('incidents.per1000')],
    rows: [
      [
        insights.incidents.consignments,
        insights.incidents.complaints,
        insights.incidents.claims,
        insights.incidents.per1000 === null ? '' : number(insights.incidents.per1000, 1),
      ],
    ],
  };
  const emissionFigures: FigureTable = {
    columns: [t('emissions.month'), t('emissions.kg'), t('emissions.perConsignment'), t('emissions.tonneKm')],
    rows: insights.emissionsPerMonth.map((e) => [
      e.month,
      kgFigure(e.co2eGrams),
      e.perConsignmentGrams === null ? '' : kgFigure(e.perConsignmentGrams),
      number(e.tonneKm, 1),
    ]),
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} data-testid="dashboard-kpis">
        <Kpi id="consignments" label={t('kpi.consignments')} value={String(insights.totals.consignments)} />
        <Kpi id="spend" label={t('kpi.spend')} value={formatMoney(insights.totals.spend, locale) ?? '–'} />
        <Kpi id="co2e" label={t('kpi.co2e')} value={`${kg(insights.totals.co2eGrams)} kg CO2e`} />
        <Kpi id="onTime" label={t('kpi.onTime')} value={delivered ? `${Math.round((onTime / delivered) * 100)} %` : '–'} />
        <Kpi
          id="incidents"
          label={t('kpi.incidents')}
          value={insights.incidents.per1000 === null ? '–' : formatNumber(insights.incidents.per1000, locale, 1)}
        />
      </Box>
      {insights.totals.consignments === 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="dashboard-empty">
          {t('empty')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Section id="chart-spend" title={t('spend.title')}>
          <BarChart
            height={CHART_HEIGHT}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: spend.months }]}
            series={spend.carriers.map((carrier) => ({ label: carrier, data: spend.values[carrier], stack: 'spend' }))}
          />
          <FigureTableView id="chart-spend" caption={t('spend.title')} table={spendFigures} />
        </Section>
        <Section id="chart-weekly" title={t('weekly.title')}>
          <BarChart
            height={CHART_HEIGHT}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: insights.consignmentsPerWeek.map((w) => w.week) }]}
            series={[{ label: t('weekly.consignments'), data: insights.consignmentsPerWeek.map((w) => w.consignments) }]}
          />
          <FigureTableView id="chart-weekly" caption={t('weekly.title')} table={weeklyFigures} />
        </Section>
        <Section id="chart-ontime" title={t('onTime.title')}>
          {insights.onTime.length ? (
            <BarChart
              height={CHART_HEIGHT}
              skipAnimation
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: insights.onTime.map((o) => `${o.carrier} ${o.templateName}`), width: 200 }]}
              xAxis={[{ min: 0, max: 100 }]}
              series={[{ label: t('onTime.rate'), data: insights.onTime.map((o) => percent(o.rate) ?? 0) }]}
            />
          ) : (
            <Typography color="text.secondary">{t('onTime.none')}</Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            {t('onTime.note')}
          </Typography>
          <FigureTableView id="chart-ontime" caption={t('onTime.title')} table={onTimeFigures} />
        </Section>
        <Section id="chart-incidents" title={t('incidents.title')}>
          <BarChart
            height={CHART_HEIGHT}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: [t('incidents.complaints'), t('incidents.claims')] }]}
            series={[{ label: t('incidents.title'), data: [insights.incidents.complaints, insights.incidents.claims] }]}
          />
          <FigureTableView id="chart-incidents" caption={t('incidents.title')} table={incidentFigures} />
        </Section>
        <Section id="chart-emissions" title={t('emissions.title')}>
          <BarChart
            height={CHART_HEIGHT}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: insights.emissionsPerMonth.map((e) => e.month) }]}
            series={[{ label: t('emissions.kg'), data: insights.emissionsPerMonth.map((e) => kilograms(e.co2eGrams)) }]}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {t('emissions.method')}
          </Typography>
          <FigureTableView id="chart-emissions" caption={t('emissions.title')} table={emissionFigures} />
        </Section>
      </Box>
    </>
  );
};
