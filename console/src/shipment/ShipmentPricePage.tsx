import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useCustomer } from '../customer';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FraktDataProvider } from '../dataProvider';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { useCityFill } from './cityLookup';
import { COUNTRIES } from './countries';
import { errorMessage, validateDraft, type DraftErrors, type PlaceDraft, type ShipmentDraft } from './draft';
import {
  formatDecimal,
  isPackageType,
  effectiveStackable,
  FIXED_SIZES,
  floorLoadingMetres,
  newGoodsItem,
  PACKAGE_TYPES,
  STACKABLE_SHOWN,
  totalOf,
  volumeM3,
  withPackageType,
  type GoodsItemDraft,
} from './goods';
import { PackageFavouritePicker, SaveFavouriteButton } from './PackageFavouritePicker';
import { withFavourite } from './packageFavourites';
import { draftStore, useDraft } from './useDraft';
import { StepIndicator } from './StepIndicator';

type Translate = ReturnType<typeof useTranslate>;

const fieldError = (errors: DraftErrors, path: string, translate: Translate) => {
  const error = errors[path];
  return error ? { error: true, helperText: errorMessage(error, translate) } : {};
};

const PlaceCard = ({
  side,
  place,
  errors,
  onChange,
  consigneeType,
}: {
  side: 'from' | 'to';
  place: PlaceDraft;
  errors: DraftErrors;
  onChange: (place: PlaceDraft) => void;
  /** The receiver's card asks whether it is a company or a private person: the products offered differ. */
  consigneeType?: { value: ShipmentDraft['consigneeType']; onChange(value: ShipmentDraft['consigneeType']): void };
}) => {
  const translate = useTranslate();
  // The city fills itself from a complete postcode (spec 8 "City not found" when the table has none).
  const lookup = useDataProvider<FraktDataProvider>().lookupCity;
  const city = useCityFill(lookup, place.countrycode, place.postcode, place.city, (found) => onChange({ ...place, city: found }));
  const cityError = fieldError(errors, `${side}.city`, translate);
  return (
    <Card variant="outlined" sx={{ flex: '1 1 320px' }} data-testid={`place-${side}`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate(`shipment.${side}`)}
        </Typography>
        <TextField
          select
          label={translate('shipment.country')}
          value={place.countrycode}
          onChange={(event) => onChange({ ...place, countrycode: event.target.value })}
          slotProps={{
            select: { native: true },
            htmlInput: { 'data-testid': `${side}-country` },
            inputLabel: { shrink: true },
          }}
          {...fieldError(errors, `${side}.countrycode`, translate)}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            label={translate('shipment.postcode')}
            value={place.postcode}
            onChange={(event) => onChange({ ...place, postcode: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': `${side}-postcode`, autoComplete: 'postal-code' } }}
            sx={{ flex: '0 0 140px' }}
            {...fieldError(errors, `${side}.postcode`, translate)}
          />
          <TextField
            label={translate('shipment.city')}
            value={place.city}
            onChange={(event) => onChange({ ...place, city: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': `${side}-city` }, formHelperText: { 'data-testid': `${side}-city-help` } as object }}
            sx={{ flex: 1 }}
            helperText={city === 'notFound' ? translate('error.cityNotFound') : undefined}
            {...cityError}
          />
        </Box>
        {consigneeType && (
          <RadioGroup
            row
            aria-label={translate('shipment.complete.consigneeType')}
            value={consigneeType.value}
            onChange={(event) => consigneeType.onChange(event.target.value === 'private' ? 'private' : 'company')}
          >
            {(['company', 'private'] as const).map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio size="small" slotProps={{ input: { 'data-testid': `consignee-type-${type}` } as object }} />}
                label={translate(`shipment.complete.consigneeTypes.${type}`)}
              />
            ))}
          </RadioGroup>
        )}
      </CardContent>
    </Card>
  );
};

const NUMBER_FIELDS = ['noOfPackages', 'weight', 'length', 'width', 'height'] as const;

const GoodsRow = ({
  index,
  item,
  errors,
  canRemove,
  language,
  onChange,
  onRemove,
}: {
  index: number;
  item: GoodsItemDraft;
  errors: DraftErrors;
  canRemove: boolean;
  language: string;
  onChange: (item: GoodsItemDraft) => void;
  onRemove: () => void;
}) => {
  const translate = useTranslate();
  const locked = (field: string) => item.isReadOnly && (field === 'length' || field === 'width');
  return (
    <Box
      data-testid={`goods-row-${index}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        select
        label={translate('shipment.packageType')}
        value={item.packageType}
        onChange={(event) => {
          if (isPackageType(event.target.value)) onChange(withPackageType(item, event.target.value));
        }}
        slotProps={{
          select: { native: true },
          htmlInput: { 'data-testid': `goods-${index}-packageType` },
          inputLabel: { shrink: true },
        }}
        sx={{ width: 170 }}
      >
        {PACKAGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {translate(`shipment.packageTypes.${type}`)}
          </option>
        ))}
      </TextField>
      <TextField
        label={translate('shipment.goodsType')}
        value={item.goodsType ?? ''}
        onChange={(event) => onChange({ ...item, goodsType: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': `goods-${index}-goodsType`, maxLength: 50 } }}
        sx={{ width: 170 }}
      />
      {NUMBER_FIELDS.map((field) => (
        <TextField
          key={field}
          label={translate(`shipment.${field}`)}
          value={item[field]}
          onChange={(event) => onChange({ ...item, [field]: event.target.value })}
          slotProps={{
            htmlInput: {
              'data-testid': `goods-${index}-${field}`,
              inputMode: 'decimal',
              readOnly: locked(field),
            },
          }}
          disabled={locked(field)}
          sx={{ width: field === 'noOfPackages' ? 100 : 120 }}
          {...fieldError(errors, `goods.${index}.${field}`, translate)}
        />
      ))}
      {STACKABLE_SHOWN[item.packageType] && (
        <FormControlLabel
          control={
            <Checkbox
              checked={effectiveStackable(item)}
              // A pallet always takes floor space: its loading metres make it not stackable (spec 4).
              disabled={FIXED_SIZES[item.packageType] !== undefined}
              onChange={(event) => onChange({ ...item, isStackable: event.target.checked })}
              slotProps={{ input: { 'data-testid': `goods-${index}-stackable` } as object }}
            />
          }
          label={translate('shipment.stackable')}
          sx={{ mt: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 150, mt: 0.5 }}>
        <Typography variant="body2">
          {translate('shipment.volume')}: <span data-testid={`goods-${index}-volume`}>{formatDecimal(volumeM3(item), language)}</span>
        </Typography>
        <Typography variant="body2">
          {translate('shipment.loadingMetres')}:{' '}
          <span data-testid={`goods-${index}-loadingMetres`}>{formatDecimal(floorLoadingMetres(item), language)}</span>
        </Typography>
      </Box>
      <SaveFavouriteButton index={index} item={item} />
      {canRemove && (
        <IconButton
          aria-label={translate('shipment.removeGoods')}
          title={translate('shipment.removeGoods')}
          onClick={onRemove}
          data-testid={`remove-goods-${index}`}
          sx={{ mt: 1 }}
        >
          <DeleteIcon />
        </IconButton>
      )}
    </Box>
  );
};

/**
 * Step 1 (/shipment/price, also /start and home): from and to, goods items with live volume and
 * loading metres, the spec's validation, and "Jämför priser" to step 2. Everything typed goes to
 * the draft store at once, so step 2 and back navigation find it.
 */
export const ShipmentPricePage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft();
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => (submitted ? validateDraft(draft) : {}), [submitted, draft]);
  const hasErrors = Object.keys(errors).length > 0;

  const update = (change: (current: ShipmentDraft) => ShipmentDraft) => setDraft(change);
  // A new shipment's receiver is of the kind the customer's setting names (consigneeType), until the member picks one.
  const settingConsigneeType = useCustomer().data?.consigneeType;
  useEffect(() => {
    if (!settingConsigneeType) return;
    setDraft((current) =>
      current.consigneeTypeChosen || current.chosen || current.consigneeType === settingConsigneeType
        ? current
        : { ...current, consigneeType: settingConsigneeType },
    );
  }, [settingConsigneeType, setDraft]);
  const setGoods = (goods: GoodsItemDraft[]) => update((current) => ({ ...current, goods }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateDraft(draftStore.get())).length > 0) return;
    navigate(pathTo('shipmentStep2'));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="shipment-price" sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      <StepIndicator active={0} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <PlaceCard side="from" place={draft.from} errors={errors} onChange={(from) => update((current) => ({ ...current, from }))} />
        <PlaceCard
          side="to"
          place={draft.to}
          errors={errors}
          onChange={(to) => update((current) => ({ ...current, to }))}
          consigneeType={{
            value: draft.consigneeType,
            onChange: (value) => update((current) => ({ ...current, consigneeType: value, consigneeTypeChosen: true })),
          }}
        />
      </Box>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('shipment.goods')}
          </Typography>
          <PackageFavouritePicker onPick={(favourite) => setGoods(withFavourite(draftStore.get().goods, favourite, locale))} />
          {draft.goods.map((item, index) => (
            <GoodsRow
              key={item.id}
              index={index}
              item={item}
              errors={errors}
              language={locale}
              canRemove={draft.goods.length > 1}
              onChange={(next) => setGoods(draft.goods.map((other) => (other.id === item.id ? next : other)))}
              onRemove={() => setGoods(draft.goods.filter((other) => other.id !== item.id))}
            />
          ))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Button startIcon={<AddIcon />} onClick={() => setGoods([...draft.goods, newGoodsItem()])} data-testid="add-goods">
              {translate('shipment.addGoods')}
            </Button>
            <Typography variant="body2" sx={{ ml: 'auto' }}>
              {translate('shipment.totalVolume')}:{' '}
              <strong data-testid="goods-total-volume">{formatDecimal(totalOf(draft.goods, volumeM3), locale)}</strong>
            </Typography>
            <Typography variant="body2">
              {translate('shipment.totalLoadingMetres')}:{' '}
              <strong data-testid="goods-total-loadingMetres">{formatDecimal(totalOf(draft.goods, floorLoadingMetres), locale)}</strong>
            </Typography>
          </Box>
        </CardContent>
      </Card>
      {hasErrors && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="form-alert">
          {translate('validation.form')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" size="large" data-testid="compare-prices">
          {translate('shipment.comparePrices')}
        </Button>
        <Button
          onClick={() => {
            setSubmitted(false);
            draftStore.reset();
          }}
          data-testid="new-shipment"
        >
          {translate('shipment.newShipment')}
        </Button>
      </Box>
    </Box>
  );
};
