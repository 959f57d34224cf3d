import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import { ScrollTable } from '../layout/ScrollTable';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { ApiError } from '../dataProvider/ApiError';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import type { ImportRowError, ImportSummary } from './dataProvider';
import { PageHeading } from '../layout/PageHeading';

type Step = 0 | 1 | 2;

const Instructions = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.contact.importInstructions,
    queryFn: () => dataProvider.getImportInstructions(),
    staleTime: Infinity,
  });
  const download = async () => {
    const blob = await dataProvider.downloadImportTemplate();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'kontakter.xlsx';
    link.click();
    URL.revokeObjectURL(url);
  };
  if (!data) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('contacts.importFlow.instructions')}
      </Typography>
      <ScrollTable label={translate('contacts.importFlow.instructions')}>
        <Table size="small" data-testid="import-instructions">
          <TableHead>
            <TableRow>
              <TableCell>{translate('contacts.importFlow.heading')}</TableCell>
              <TableCell>{translate('contacts.importFlow.maxLength')}</TableCell>
              <TableCell>{translate('contacts.importFlow.mandatory')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.columns.map((column) => (
              <TableRow key={column.heading}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{column.heading}</TableCell>
                <TableCell>{column.kind === 'flag' ? translate('contacts.importFlow.flagValues') : column.maxLength}</TableCell>
                <TableCell>{column.mandatory ? '✓' : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('contacts.importFlow.nameRule', { headings: data.nameRequired.join(` ${translate('contacts.importFlow.or')} `) })}
      </Typography>
      <Button sx={{ mt: 1 }} onClick={download} data-testid="import-template">
        {translate('contacts.importFlow.template')}
      </Button>
    </Box>
  );
};

/** Every row with errors, paged by the server (the preview carries the first ones). */
const RowErrors = ({ summary }: { summary: ImportSummary }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data } = useQuery({
    queryKey: queryKeys.contact.importErrors(summary.id, page, perPage),
    queryFn: () => dataProvider.getImportRows(summary.id, page + 1, perPage),
    enabled: summary.invalid > 0,
  });
  if (!summary.invalid) return null;
  const errors: ImportRowError[] = (data ?? []).flatMap((row) => row.errors);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate('contacts.importFlow.errorsTitle')}</Typography>
      <ScrollTable label={translate('contacts.importFlow.errorsTitle')}>
        <Table size="small" data-testid="import-errors">
          <TableHead>
            <TableRow>
              <TableCell>{translate('contacts.importFlow.row')}</TableCell>
              <TableCell>{translate('contacts.importFlow.column')}</TableCell>
              <TableCell>{translate('contacts.importFlow.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, i) => (
              <TableRow key={`${error.row}-${error.column}-${i}`} data-testid="import-error-row">
                <TableCell>{error.row}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{error.column}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
      <TablePagination
        component="div"
        count={summary.invalid}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        showFirstButton
        showLastButton
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
};

/** /contact/import: select file, complete import, import completed (spec 2.8). */
export const ContactImportPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [replaceBy, setReplaceBy] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { data: instructions } = useQuery({
    queryKey: queryKeys.contact.importInstructions,
    queryFn: () => dataProvider.getImportInstructions(),
    staleTime: Infinity,
  });

  const upload = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      setSummary(await dataProvider.uploadImport(file, setProgress));
      setStep(1);
    } catch (failure) {
      setError(failure);
    } finally {
      setProgress(null);
    }
  };
  const commit = async () => {
    if (!summary) return;
    setBusy(true);
    setError(null);
    try {
      setSummary(await dataProvider.commitImport(summary.id, replaceBy || null));
      // Step 3's picker keeps the address book for minutes: the imported (or replaced) contacts must show there now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.contact.ofCustomer(session?.customerId) });
      setStep(2);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const restart = () => {
    setStep(0);
    setFile(null);
    setSummary(null);
    setReplaceBy('');
    setError(null);
  };
  const fieldErrors = error instanceof ApiError ? (error.body?.errors ?? []) : [];

  return (
    <Card sx={{ mt: 2 }} data-testid="contact-import">
      <CardContent>
        <PageHeading>{translate('route.contactImport')}</PageHeading>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {(['select', 'complete', 'done'] as const).map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`contacts.importFlow.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {error !== null && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error">
            {errorText(error, translate)}
            {fieldErrors.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {fieldErrors.map((e, i) => (
                  <li key={i}>{e.message}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {step === 0 && (
          <>
            <Instructions />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" component="label">
                {translate('contacts.importFlow.chooseFile')}
                <input
                  hidden
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  data-testid="import-file"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2">{file?.name}</Typography>
              <Button variant="contained" disabled={!file || progress !== null} onClick={upload} data-testid="import-upload">
                {translate('contacts.importFlow.upload')}
              </Button>
            </Box>
            {progress !== null && (
              <Box sx={{ mt: 2 }} data-testid="import-progress">
                <LinearProgress variant={progress < 1 ? 'determinate' : 'indeterminate'} value={progress * 100} />
                <Typography variant="caption">
                  {translate('contacts.importFlow.uploading', { percent: Math.round(progress * 100) })}
                </Typography>
              </Box>
            )}
          </>
        )}
        {step === 1 && summary && (
          <>
            <Typography data-testid="import-summary">
              {translate('contacts.importFlow.summary', { total: summary.total, valid: summary.valid, invalid: summary.invalid })}
            </Typography>
            <RowErrors summary={summary} />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                sx={{ minWidth: 320 }}
                label={translate('contacts.importFlow.replaceBy')}
                value={replaceBy}
                onChange={(event) => setReplaceBy(event.target.value)}
                slotProps={{
                  select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'import-replace-by' } as object },
                  inputLabel: { shrink: true },
                }}
              >
                <MenuItem value="">{translate('contacts.importFlow.replaceNone')}</MenuItem>
                {(instructions?.replaceBy ?? []).map((key) => (
                  <MenuItem key={key} value={key}>
                    {key}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="contained" disabled={busy || summary.valid === 0} onClick={commit} data-testid="import-commit">
                {translate('contacts.importFlow.commit', { count: summary.valid })}
              </Button>
              <Button onClick={restart}>{translate('contacts.cancel')}</Button>
            </Box>
          </>
        )}
        {step === 2 && summary?.result && (
          <>
            <Alert severity="success" data-testid="import-done">
              <div>{translate('contacts.importFlow.created', { count: summary.result.created })}</div>
              <div>{translate('contacts.importFlow.updated', { count: summary.result.updated })}</div>
              <div>{translate('contacts.importFlow.skipped', { count: summary.result.skipped })}</div>
            </Alert>
            <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
              <Button variant="contained" onClick={() => navigate('/contact/list')} data-testid="import-to-list">
                {translate('contacts.importFlow.toList')}
              </Button>
              <Button onClick={restart}>{translate('contacts.importFlow.again')}</Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
