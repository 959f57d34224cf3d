import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/Delete';
import { useEffect, useState } from 'react';
import { useGetOne, useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import { DateTextInput } from '../format/DateTextInput';
import { formatOre, formatWeight } from '../format/money';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isApiError } from '../dataProvider';
import { errorText } from '../i18n/errorText';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { countryName } from '../shipment/countries';
import { useDraft } from '../shipment/useDraft';
import {
  emptyDeclaration,
  emptyLine,
  errorsByField,
  toForm,
  EXPORT_REASONS,
  INCOTERMS,
  lineTotals,
  toRequest,
  type CustomsDeclaration,
  type CustomsLine,
} from './customs';
import { ConsignmentScreen, useScreenConsignmentId } from './ConsignmentScreen';
import { backRouteFrom, paperlessPath } from './customsLink';
import { CUSTOMS_RESOURCE, type CustomsRecord } from './dataProvider';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());

/** /consignment/customs: the customs document (CN23 / commercial invoice) of a consignment leaving the EU. */
export const CustomsPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const consignmentId = useScreenConsignmentId();
  const location = useLocation();
  const [draft] = useDraft();
  const back = backRouteFrom(location.search, !!consignmentId && draft.consignmentId === consignmentId);
  // The consignment's customs document: a singleton edited in place (the customs resource's record of this consignment).
  const customs = useGetOne<CustomsRecord>(CUSTOMS_RESOURCE, { id: consignmentId! }, { enabled: !!consignmentId, retry: false });
  const [form, setForm] = useState<CustomsDeclaration>(() => emptyDeclaration(today()));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // An invoice date typed halfway or not a day: the document is not saved with the date it held before.
  const [invoiceDateUnreadable, setInvoiceDateUnreadable] = useState(false);
  useEffect(() => {
    if (customs.data?.declaration) setForm(toForm(customs.data.declaration));
  }, [customs.data]);
  // Pessimistic: the record the server answers replaces the cached one (react-admin's update of its getOne entry).
  // The body is the declaration as PUT takes it, the answer the whole record.
  const [update, save] = useUpdate();
  const saveDeclaration = () =>
    update(
      CUSTOMS_RESOURCE,
      { id: consignmentId!, data: toRequest(form), previousData: customs.data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setFieldErrors({});
          notify('customs.saved', { type: 'success' });
        },
        onError: (error) => {
          setFieldErrors(isApiError(error) ? errorsByField(error.body?.errors) : {});
          notify(errorText(error, translate), { type: 'error' });
        },
      },
    );

  const set = (change: Partial<CustomsDeclaration>) => setForm((f) => ({ ...f, ...change }));
  const setLine = (index: number, change: Partial<CustomsLine>) =>
    setForm((f) => ({ ...f, lines: f.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) }));
  // A booked consignment's declaration went with the booking: shown, not edited (the server refuses a change).
  const readOnly = customs.data?.booked === true;
  const field = (name: string, label: string, value: string, onChange: (v: string) => void, width = 220, extra: object = {}) => (
    <MuiTextField
      size="small"
      label={label.startsWith('customs.') ? translate(label) : label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!fieldErrors[name]}
      disabled={readOnly}
      helperText={fieldErrors[name]}
      sx={{ width }}
      slotProps={{ htmlInput: { 'data-testid': `customs-${name}` } }}
      {...extra}
    />
  );
  const totals = lineTotals(form.lines);
  // A private receiver has no EORI or VAT number: the fields stay, marked optional.
  const importerLabel = (key: string) =>
    customs.data?.importerIdsRequired === false ? translate('customs.optional', { label: translate(key) }) : translate(key);
  const consignee = customs.data?.consignee;

  return (
    <ConsignmentScreen
      route={route}
      testId="customs-page"
      maxWidth={1100}
      consignmentId={consignmentId}
      loading={customs.isLoading}
      error={customs.error}
    >
      {consignee && (
        <Typography sx={{ mb: 2 }} data-testid="customs-consignment">
          {translate('customs.consignment', {
            consignee: [consignee.name, [consignee.postcode, consignee.city].filter(Boolean).join(' '), countryName(consignee.countrycode)]
              .filter(Boolean)
              .join(', '),
          })}
        </Typography>
      )}
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="customs-booked">
          {translate('customs.booked')}
        </Alert>
      )}
      {customs.data?.importerIdsRequired === false && customs.data.required && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="customs-private-receiver">
          {translate('customs.privateReceiver')}
        </Alert>
      )}
      {customs.data && !customs.data.required && (
        <Alert severity="info" data-testid="customs-not-required">
          {translate('customs.notRequired', { country: customs.data.destination })}
        </Alert>
      )}
      {customs.data?.required && (
        <>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {field('reasonForExport', 'customs.fields.reasonForExport', form.reasonForExport, (v) => set({ reasonForExport: v }), 220, {
                select: true,
                children: EXPORT_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {translate(`customs.reasons.${r}`)}
                  </MenuItem>
                )),
              })}
              {field('incoterms', 'customs.fields.incoterms', form.incoterms, (v) => set({ incoterms: v }), 140, {
                select: true,
                children: INCOTERMS.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                )),
              })}
              {field('invoiceNo', 'customs.fields.invoiceNo', form.invoiceNo, (v) => set({ invoiceNo: v }), 180)}
              <DateTextInput
                size="small"
                label={translate('customs.fields.invoiceDate')}
                value={form.invoiceDate}
                onChange={(invoiceDate) => set({ invoiceDate })}
                onInvalidChange={setInvoiceDateUnreadable}
                error={fieldErrors.invoiceDate}
                disabled={readOnly}
                testId="customs-invoiceDate"
                sx={{ width: 220 }}
              />
              {field('currency', 'customs.fields.currency', form.currency, (v) => set({ currency: v }), 100)}
              {field('exporter.eori', 'customs.fields.exporterEori', form.exporter.eori, (v) =>
                set({ exporter: { ...form.exporter, eori: v } }),
              )}
              {field('exporter.vatNo', 'customs.fields.exporterVat', form.exporter.vatNo, (v) =>
                set({ exporter: { ...form.exporter, vatNo: v } }),
              )}
              {field('importer.eori', importerLabel('customs.fields.importerEori'), form.importer.eori, (v) =>
                set({ importer: { ...form.importer, eori: v } }),
              )}
              {field('importer.vatNo', importerLabel('customs.fields.importerVat'), form.importer.vatNo, (v) =>
                set({ importer: { ...form.importer, vatNo: v } }),
              )}
              {customs.data.customsVATPayer && (
                <Typography sx={{ alignSelf: 'center' }} data-testid="customs-vat-payer">
                  {translate('customs.vatPayer', { name: customs.data.customsVATPayer.name })}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('customs.lines')}
              </Typography>
              {form.lines.map((line, i) => (
                <Box key={i} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} data-testid="customs-line">
                  {field(
                    `lines.${i}.description`,
                    'customs.fields.description',
                    line.description,
                    (v) => setLine(i, { description: v }),
                    260,
                  )}
                  {field(`lines.${i}.quantity`, 'customs.fields.quantity', line.quantity, (v) => setLine(i, { quantity: v }), 90)}
                  {field(`lines.${i}.netWeight`, 'customs.fields.netWeight', line.netWeight, (v) => setLine(i, { netWeight: v }), 110)}
                  {field(`lines.${i}.value`, 'customs.fields.value', line.value, (v) => setLine(i, { value: v }), 120)}
                  {field(`lines.${i}.hsCode`, 'customs.fields.hsCode', line.hsCode, (v) => setLine(i, { hsCode: v }), 130)}
                  {field(
                    `lines.${i}.originCountry`,
                    'customs.fields.originCountry',
                    line.originCountry,
                    (v) => setLine(i, { originCountry: v }),
                    90,
                  )}
                  <IconButton
                    aria-label={translate('customs.removeLine')}
                    onClick={() => set({ lines: form.lines.filter((_, j) => j !== i) })}
                    disabled={readOnly || form.lines.length === 1}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              ))}
              {!readOnly && (
                <Button onClick={() => set({ lines: [...form.lines, emptyLine()] })} data-testid="customs-add-line">
                  {translate('customs.addLine')}
                </Button>
              )}
              <Typography sx={{ mt: 2 }} data-testid="customs-totals">
                {translate('customs.totals', {
                  quantity: totals.quantity,
                  netWeight: formatWeight(totals.netWeight, locale),
                  value: formatOre(totals.valueOre, locale, form.currency),
                })}
              </Typography>
            </CardContent>
          </Card>
          <Box sx={{ display: 'flex', gap: 2 }}>
            {!readOnly && (
              <Button
                variant="contained"
                onClick={() => (invoiceDateUnreadable ? notify('validation.form', { type: 'error' }) : saveDeclaration())}
                disabled={save.isPending}
                data-testid="customs-save"
              >
                {translate('customs.save')}
              </Button>
            )}
            {customs.data.paperlessOffered && (
              <Button component={RouterLink} to={paperlessPath(consignmentId!, back)} data-testid="customs-to-paperless">
                {translate('customs.toPaperless')}
              </Button>
            )}
          </Box>
        </>
      )}
      {back && (
        <Box sx={{ mt: 2 }}>
          <Button component={RouterLink} to={pathTo(back)} data-testid="customs-back">
            {translate(`customs.back.${back}`)}
          </Button>
        </Box>
      )}
    </ConsignmentScreen>
  );
};
