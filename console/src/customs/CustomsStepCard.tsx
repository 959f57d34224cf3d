import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../i18n/errorText';
import { formatMoney } from '../format/money';
import { customsPath, leavesEuCustoms, paperlessPath, type CustomsBackRoute } from './customsLink';
import { CUSTOMS_RESOURCE, type CustomsRecord } from './dataProvider';

/**
 * The customs part of a shipment leaving the EU (step 4): whether its customs document is complete, and the
 * way to it (and to the paperless choice, for the express carrier that takes it). Booking is refused until
 * the document has a goods line, so the member sees this before pressing "Boka", not after.
 */
export const CustomsStepCard = ({
  consignmentId,
  destination,
  back,
}: {
  consignmentId: string | undefined;
  destination: string | null | undefined;
  back: CustomsBackRoute;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const needed = !!consignmentId && leavesEuCustoms(destination);
  // The same record the customs page edits (react-admin's getOne entry of the customs resource).
  const customs = useGetOne<CustomsRecord>(CUSTOMS_RESOURCE, { id: consignmentId! }, { enabled: needed, retry: false });
  if (!needed) return null;
  const declaration = customs.data?.declaration;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="customs-step" data-complete={declaration ? 'true' : 'false'}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('customs.step.title')}
        </Typography>
        {customs.isLoading && <CircularProgress size={20} />}
        {customs.isError && <Alert severity="error">{errorText(customs.error, translate)}</Alert>}
        {customs.data && !declaration && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="customs-step-missing">
            {translate('customs.step.missing')}
          </Alert>
        )}
        {declaration && (
          <Typography sx={{ mb: 1 }} data-testid="customs-step-done">
            {translate('customs.step.done', {
              lines: declaration.lines.length,
              value: formatMoney(customs.data!.totals.value, locale, declaration.currency),
            })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={customsPath(consignmentId, back)}
            variant={declaration ? 'outlined' : 'contained'}
            data-testid="customs-step-link"
          >
            {translate(declaration ? 'customs.step.edit' : 'customs.step.fill')}
          </Button>
          {customs.data?.paperlessOffered && declaration && (
            <Button component={RouterLink} to={paperlessPath(consignmentId, back)} data-testid="customs-step-paperless">
              {translate('customs.step.paperless')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
