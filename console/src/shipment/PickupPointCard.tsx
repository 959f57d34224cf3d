import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import type { PlaceDraft } from './draft';
import { choiceOf, formatDistance, formatOpeningHours, offersPickupPoints, type AccessPointChoice, type PickupPoint } from './pickupPoints';
import type { FreightServiceDetail } from './product';

interface PickupPointCardProps {
  product: FreightServiceDetail | undefined;
  /** The consignee's place: the points are searched near its postcode. */
  place: PlaceDraft;
  chosen: AccessPointChoice | undefined;
  onChoose(choice: AccessPointChoice | undefined): void;
}

/** The product's carrier's points near a postcode (GET /api/freightservice/pickuppoints/{templateName}). */
const usePickupPoints = (templateName: string | undefined, postcode: string, countrycode: string) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  return useQuery({
    queryKey: queryKeys.freightService.pickupPoints(templateName, postcode, countrycode),
    queryFn: () => dataProvider.getPickupPoints(templateName!, postcode, countrycode),
    enabled: !!templateName && postcode !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
};

const addressLine = (point: Pick<AccessPointChoice, 'street' | 'postcode' | 'city'>) => `${point.street}, ${point.postcode} ${point.city}`;

/**
 * Step 3's "Välj utlämningsställe" (spec 2.8): for a product with a pickup-point finder, the points of its
 * carrier nearest the receiver's postcode, nearest first; the one chosen goes with the consignment. None
 * near: the server's words (spec 8, "No pickup points or access points for the postal code").
 */
export const PickupPointCard = ({ product, place, chosen, onChoose }: PickupPointCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const postcode = place.postcode.trim();
  const finder = offersPickupPoints(product);
  const points = usePickupPoints(finder ? product?.templateName : undefined, postcode, place.countrycode);
  if (!finder) return null;

  const dayNames = translate('shipment.pickupPoints.dayNames').split(',');
  const hoursOf = (point: PickupPoint) =>
    formatOpeningHours(
      point.openingHours,
      dayNames,
      translate('shipment.pickupPoints.everyDay'),
      translate('shipment.pickupPoints.roundTheClock'),
    ).join(', ');

  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="pickup-points">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('shipment.pickupPoints.title')}
        </Typography>
        {chosen ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="pickup-point-chosen">
            <Typography sx={{ flex: '1 1 260px' }}>
              {`${translate('shipment.pickupPoints.chosen')}: `}
              <strong>{chosen.name}</strong>
              {`, ${addressLine(chosen)}`}
            </Typography>
            <Button size="small" onClick={() => onChoose(undefined)} data-testid="pickup-point-clear">
              {translate('shipment.pickupPoints.clear')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary" data-testid="pickup-point-none-chosen">
            {translate('shipment.pickupPoints.noneChosen')}
          </Typography>
        )}
        {!postcode && <Typography color="text.secondary">{translate('shipment.pickupPoints.enterPostcode')}</Typography>}
        {points.isLoading && postcode && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={18} />
            <Typography>{translate('shipment.pickupPoints.loading')}</Typography>
          </Box>
        )}
        {points.isError && (
          <Alert severity="info" data-testid="pickup-points-error">
            {errorText(points.error, translate)}
          </Alert>
        )}
        {points.data && points.data.length > 0 && (
          <>
            <Typography color="text.secondary">{translate('shipment.pickupPoints.near', { postcode })}</Typography>
            <RadioGroup
              value={chosen?.id ?? ''}
              onChange={(event) => {
                const point = points.data.find((p) => p.id === event.target.value);
                if (point) onChoose(choiceOf(point));
              }}
              aria-label={translate('shipment.pickupPoints.title')}
            >
              {points.data.map((point) => (
                <FormControlLabel
                  key={point.id}
                  value={point.id}
                  data-testid="pickup-point"
                  data-point-id={point.id}
                  sx={{ alignItems: 'flex-start', mx: 0, py: 0.5, borderTop: 1, borderColor: 'divider' }}
                  control={<Radio size="small" slotProps={{ input: { 'data-testid': `pickup-point-${point.id}` } as object }} />}
                  label={
                    <Box sx={{ pt: 0.75, minWidth: 0 }}>
                      <Typography component="span" sx={{ fontWeight: 600, mr: 1 }} data-testid="pickup-point-name">
                        {point.name}
                      </Typography>
                      <Typography component="span" color="text.secondary" data-testid="pickup-point-distance">
                        {`${formatDistance(point.distanceMetres, locale)} · ${translate(`shipment.pickupPoints.types.${point.type}`)}`}
                      </Typography>
                      <Typography variant="body2">{addressLine(point)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {hoursOf(point)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </>
        )}
      </CardContent>
    </Card>
  );
};
