import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { FraktDataProvider } from '../dataProvider';
import { errorText } from '../i18n/errorText';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { useDraft } from '../shipment/useDraft';
import { useDates } from '../format/useDates';
import { ConsignmentScreen, useScreenConsignmentId } from './ConsignmentScreen';
import { backRouteFrom, customsPath } from './customsLink';
import { PAPERLESS_RESOURCE, type PaperlessRecord } from './dataProvider';
import { uploadProblem, type PaperlessAnswer } from './paperless';

/** /consignment/upspaperless: send the customs invoice to the express carrier electronically, and what was sent. */
export const PaperlessPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const dates = useDates();
  const notify = useNotify();
  const consignmentId = useScreenConsignmentId();
  const location = useLocation();
  const [draft] = useDraft();
  const back = backRouteFrom(location.search, !!consignmentId && draft.consignmentId === consignmentId);
  const dataProvider = useDataProvider<FraktDataProvider>();
  // The consignment's paperless choice: a singleton changed in place (the paperless resource's record of this consignment).
  const paperless = useGetOne<PaperlessRecord>(PAPERLESS_RESOURCE, { id: consignmentId! }, { enabled: !!consignmentId, retry: false });
  const failed = (error: unknown) => notify(errorText(error, translate), { type: 'error' });
  // Pessimistic: the switch follows the record the server answers.
  const [update, choosing] = useUpdate();
  const choose = (on: boolean) =>
    update(
      PAPERLESS_RESOURCE,
      { id: consignmentId!, data: { paperless: on }, previousData: paperless.data },
      { mutationMode: 'pessimistic', onError: failed },
    );
  // What was sent shows once the server has it.
  const reload = () => paperless.refetch();
  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.uploadCustomsDocument(consignmentId!, file, file.name),
    onSuccess: () => {
      notify('paperless.sent', { type: 'success' });
      return reload();
    },
    onError: failed,
  });
  const invoice = useMutation({
    mutationFn: () => dataProvider.sendCustomsInvoice(consignmentId!),
    onSuccess: () => {
      notify('paperless.sent', { type: 'success' });
      return reload();
    },
    onError: failed,
  });
  const pick = (answer: PaperlessAnswer, file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, answer);
    if (problem) notify(`paperless.problems.${problem}`, { type: 'error', messageArgs: { limit: answer.limits.filesPerConsignment } });
    else upload.mutate(file);
  };

  return (
    <ConsignmentScreen
      route={route}
      testId="paperless-page"
      maxWidth={900}
      consignmentId={consignmentId}
      loading={paperless.isLoading}
      error={paperless.error}
    >
      {paperless.data && !paperless.data.offered && (
        <Alert severity="info" data-testid="paperless-not-offered">
          {translate('paperless.notOffered')}
        </Alert>
      )}
      {paperless.data?.offered && (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ mb: 1 }}>{translate('paperless.explain')}</Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={paperless.data.paperless}
                  onChange={(e) => choose(e.target.checked)}
                  disabled={choosing.isPending}
                  slotProps={{ input: { 'data-testid': 'paperless-switch' } as object }}
                />
              }
              label={translate('paperless.choose')}
            />
            {paperless.data.paperless && (
              <Box sx={{ display: 'flex', gap: 2, my: 2, flexWrap: 'wrap' }}>
                <Button variant="outlined" component="label" disabled={upload.isPending}>
                  {translate('paperless.upload')}
                  <input
                    hidden
                    type="file"
                    accept="application/pdf,.pdf"
                    data-testid="paperless-file"
                    onChange={(e) => pick(paperless.data!, e.target.files?.[0])}
                  />
                </Button>
                <Button
                  variant="contained"
                  onClick={() => invoice.mutate()}
                  disabled={invoice.isPending}
                  data-testid="paperless-send-invoice"
                >
                  {translate('paperless.sendInvoice')}
                </Button>
              </Box>
            )}
            <Typography variant="h6" component="h2">
              {translate('paperless.sentTitle')}
            </Typography>
            {paperless.data.documents.length === 0 && <Typography color="text.secondary">{translate('paperless.none')}</Typography>}
            <List dense data-testid="paperless-documents">
              {paperless.data.documents.map((d) => (
                <ListItem key={d.id}>
                  <ListItemText
                    primary={`${d.fileName} (${Math.ceil(d.size / 1024)} kB)`}
                    secondary={`${translate(`paperless.source.${d.source}`)} · ${d.documentId} · ${dates.dateTime(d.sentAt)}`}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      {/* The way back: to the customs document it belongs to, and on to where the member came from. */}
      {consignmentId && (
        <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={customsPath(consignmentId, back)} data-testid="paperless-to-customs">
            {translate('customs.toCustoms')}
          </Button>
          {back && (
            <Button component={RouterLink} to={pathTo(back)} data-testid="paperless-back">
              {translate(`customs.back.${back}`)}
            </Button>
          )}
        </Box>
      )}
    </ConsignmentScreen>
  );
};
