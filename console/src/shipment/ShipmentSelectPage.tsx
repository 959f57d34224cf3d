import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { trackViewItem } from '../analytics';
import { DemoSignInButton } from '../auth/DemoSignInButton';
import { CarrierLogo } from '../carrier';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { formatDay } from '../format/dates';
import { formatMoney, formatNumber, toOre } from '../format/money';
import { usePricesInclVatFirst } from '../customer';
import { errorText } from '../i18n/errorText';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { cartLineOfOffer } from './cartEvents';
import { countryName } from './countries';
import { toConsignment, validateDraft } from './draft';
import {
  logoText,
  OFFER_ORDERS,
  pairPrices,
  productName,
  rankOffers,
  serverErrorText,
  sortOffers,
  type NotOfferedService,
  type OfferOrder,
  type PricedService,
} from './pricing';
import { isPriced, PriceBreakdown } from './PriceBreakdown';
import { TermsLink } from './TermsLink';
import { deliveryWindow } from './workingDays';
import { todayIso } from './pickupTime';
import { useDraft } from './useDraft';
import { useProduct } from './useProduct';
import { StepIndicator } from './StepIndicator';

/** A wire amount as a number of kronor for the draft (and analytics), read through öre. */
const kronor = (amount: string | number | null | undefined) => {
  const ore = toOre(amount);
  return ore === undefined ? undefined : ore / 100;
};

/** "Leverans tors 26 nov – mån 30 nov": working days from today's pickup (weekends and Swedish holidays skipped). */
const deliveryText = (
  service: { deliveryMinDays?: number; deliveryMaxDays?: number },
  translate: ReturnType<typeof useTranslate>,
  locale: string,
) => {
  const window = deliveryWindow(todayIso(), service.deliveryMinDays, service.deliveryMaxDays);
  if (!window) return '';
  const day = (iso: string) => formatDay(iso, locale);
  return window.first === window.last
    ? translate('shipment.deliveryOn', { day: day(window.first) })
    : translate('shipment.deliveryWindow', { first: day(window.first), last: day(window.last) });
};

const ProductCard = ({
  priced,
  chosen,
  marks,
  onChoose,
  onInspect,
}: {
  priced: PricedService;
  chosen: boolean;
  /** "Billigast", "Snabbast" or both. */
  marks: readonly ('cheapest' | 'fastest')[];
  onChoose: () => void;
  /** The member opened the price breakdown. */
  onInspect: () => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { service, price } = priced;
  const priceErrors = price?.errors ?? [];
  const [locale] = useLocaleState();
  const hasPrice = price !== undefined && isPriced(price);
  const inclVatFirst = usePricesInclVatFirst();
  return (
    <Card
      variant="outlined"
      data-testid="offered-product"
      data-template={service.templateName}
      sx={{ mb: 1.5, borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}
    >
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <CarrierLogo testId="product-logo" logo={service.logo} name={service.supplier || logoText(service)} />
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography variant="subtitle1" component="h3" data-testid="product-name" sx={{ fontWeight: 600 }}>
            {productName(service)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="product-delivery">
            {deliveryText(service, translate, locale)}
          </Typography>
          {marks.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
              {marks.map((mark) => (
                <Chip
                  key={mark}
                  size="small"
                  color={mark === 'cheapest' ? 'success' : 'info'}
                  label={translate(`shipment.${mark}`)}
                  data-testid={`mark-${mark}`}
                />
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ textAlign: 'right', minWidth: 180 }}>
          {hasPrice ? (
            <>
              {/* A private sender reads the price incl. VAT first, a business excl. VAT (issue 29): in DOM order too. */}
              {(inclVatFirst ? (['incl', 'excl'] as const) : (['excl', 'incl'] as const)).map((which) => (
                <Typography variant="body2" key={which}>
                  {translate(which === 'excl' ? 'shipment.priceExclVat' : 'shipment.priceInclVat')}:{' '}
                  <strong data-testid={`product-price-${which}`}>
                    {formatMoney(which === 'excl' ? price.priceExclVat : price.total, locale, price.currency)}
                  </strong>
                </Typography>
              ))}
              <EmissionLine price={price} />
            </>
          ) : (
            <Typography variant="body2" color="error" data-testid="product-no-price">
              {priceErrors.map(serverErrorText).filter(Boolean).join(' ') || translate('shipment.noPrice')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TermsLink textId={service.textId} product={productName(service)} />
          {hasPrice && price.breakdown.length > 0 && (
            <Button
              size="small"
              onClick={() => {
                if (!open) onInspect();
                setOpen(!open);
              }}
              endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              aria-expanded={open}
              data-testid="product-breakdown-toggle"
            >
              {translate('shipment.breakdown')}
            </Button>
          )}
          <Button variant={chosen ? 'contained' : 'outlined'} onClick={onChoose} disabled={!hasPrice} data-testid="choose-product">
            {translate(chosen ? 'shipment.chosen' : 'shipment.choose')}
          </Button>
        </Box>
      </CardContent>
      {hasPrice && (
        <Collapse in={open} unmountOnExit>
          <Box sx={{ px: 2, pb: 2 }} data-testid="product-breakdown">
            <PriceBreakdown price={price} />
            {(price.zone !== undefined && price.zone !== null) ||
            (price.chargeableWeight !== undefined && price.chargeableWeight !== null) ? (
              <Typography variant="caption" color="text.secondary">
                {price.zone !== undefined && price.zone !== null && `${translate('shipment.zone')}: ${price.zone}`}
                {price.zone !== undefined && price.zone !== null && price.chargeableWeight != null && ' · '}
                {price.chargeableWeight != null &&
                  `${translate('shipment.chargeableWeight')}: ${formatNumber(price.chargeableWeight, locale, Number.isInteger(price.chargeableWeight) ? 0 : 2)} kg`}
              </Typography>
            ) : null}
          </Box>
        </Collapse>
      )}
    </Card>
  );
};

/** Beside the price: the consignment's estimated kg CO2e, with the method folded behind "how we calculate" (issue 33). */
const EmissionLine = ({ price }: { price: NonNullable<PricedService['price']> }) => {
  const translate = useTranslate();
  const emission = price.emission;
  if (!emission)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="product-emission">
        {translate('shipment.noEmission')}
      </Typography>
    );
  return (
    <Box data-testid="product-emission" data-co2e-grams={emission.co2eGrams}>
      <Typography variant="body2">
        {translate('shipment.emission')}: <strong>{`${emission.co2eKgFormatted} kg CO2e`}</strong>
      </Typography>
      <Box component="details" sx={{ typography: 'caption', color: 'text.secondary', maxWidth: 320, ml: 'auto', textAlign: 'left' }}>
        <Box component="summary" sx={{ cursor: 'pointer', textAlign: 'right' }}>
          {translate('shipment.howWeCalculate')}
        </Box>
        <span data-testid="product-emission-method">{emission.method}</span>
      </Box>
    </Box>
  );
};

/** The products not offered, folded behind one line: they must not take the page over from the offers. */
const NotOfferedList = ({ items }: { items: NotOfferedService[] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" data-testid="not-offered" sx={{ mt: 3 }}>
      <Button
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        data-testid="not-offered-toggle"
        sx={{ textTransform: 'none' }}
      >
        {open ? translate('shipment.hideNotOffered') : translate('shipment.notOfferedSummary', { count: items.length })}
      </Button>
      <Collapse in={open} unmountOnExit>
        {items.map((item) => (
          <Box
            key={item.templateName}
            data-testid="not-offered-product"
            data-template={item.templateName}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {item.supplier ? `${item.supplier} · ` : ''}
              {productName(item)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {item.reasons.map((reason, index) => (
                <Typography component="li" variant="body2" color="text.secondary" key={`${reason.code}-${index}`}>
                  {reason.message || reason.code}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Collapse>
    </Box>
  );
};

/**
 * Step 2 (/shipment/select): the filter call, then the price call for every offered product;
 * each offered product with logo text, delivery days, price excl. and incl. VAT and an
 * expandable breakdown; the products not offered with their reasons; the server's errors in
 * an alert. Choosing a product stores it in the draft; a member continues to step 3 with it.
 */
export const ShipmentSelectPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [draft, setDraft] = useDraft();
  // The chosen product by its name in the reader's language: a draft reopened from an order knows only its key.
  const chosenProduct = useProduct(draft.chosen?.templateName);
  const chosenName = chosenProduct.data ? productName(chosenProduct.data) : draft.chosen?.templateSubject;
  const chosenSupplier = chosenProduct.data?.supplier || draft.chosen?.supplier;
  const viewer = viewerOf(useSession());
  const valid = Object.keys(validateDraft(draft)).length === 0;
  // Only the parts that are priced: choosing a product or editing parties must not re-query the offers.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const consignment = useMemo(() => toConsignment(draft), [draft.from, draft.to, draft.goods]);

  const offers = useQuery({
    queryKey: queryKeys.pricing.offers(locale, consignment, draft.consigneeType, draft.guaranteeService === true),
    enabled: valid,
    retry: false,
    queryFn: async () => {
      const filter = await dataProvider.filterFreightServices({
        consignment,
        consigneeType: draft.consigneeType,
        guaranteeService: draft.guaranteeService === true,
      });
      const prices =
        filter.freightServices.length > 0
          ? await dataProvider.priceConsignments(
              filter.freightServices.map((service) => ({ ...consignment, templateName: service.templateName })),
            )
          : [];
      return { filter, priced: pairPrices(filter.freightServices, prices) };
    },
  });

  const viewItem = (priced: PricedService) => {
    const { item, currency } = cartLineOfOffer(priced);
    trackViewItem(item, currency);
  };

  // Chosen, the next stop is "Fortsätt": focus moves there instead of past every other offer (issue 29 item 13).
  const continueRef = useRef<HTMLAnchorElement>(null);
  const [focusContinue, setFocusContinue] = useState(false);
  useEffect(() => {
    if (!focusContinue || !continueRef.current) return;
    continueRef.current.focus();
    setFocusContinue(false);
  }, [focusContinue, draft.chosen]);

  const choose = (priced: PricedService) => {
    const { service, price } = priced;
    setFocusContinue(true);
    // Clicking "Vald" again is no new look at the product.
    if (draft.chosen?.templateName !== service.templateName) viewItem(priced);
    setDraft((current) => ({
      ...current,
      chosen: {
        templateName: service.templateName,
        templateSubject: service.templateSubject,
        supplier: service.supplier,
        priceExclVat: kronor(price?.priceExclVat),
        total: kronor(price?.total),
        currency: price?.currency,
      },
    }));
  };

  const ranked = useMemo(() => (offers.data ? rankOffers(offers.data.priced) : undefined), [offers.data]);
  const [order, setOrder] = useState<OfferOrder>('price');
  const shown = useMemo(() => (ranked ? sortOffers(ranked.offers, order) : []), [ranked, order]);
  const serverErrors = offers.data?.filter.errors.map(serverErrorText).filter(Boolean) ?? [];

  return (
    <Box data-testid="shipment-select" sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      <StepIndicator active={1} />
      {valid && (
        <Typography color="text.secondary" data-testid="shipment-route" sx={{ mb: 2 }}>
          {`${draft.from.postcode} ${draft.from.city}, ${countryName(draft.from.countrycode)} → ${draft.to.postcode} ${draft.to.city}, ${countryName(draft.to.countrycode)}`}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Button component={RouterLink} to={pathTo('shipmentStep1')} data-testid="back-to-step1">
          {translate('shipment.change')}
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.guaranteeService === true}
              // Another product list: the chosen product may not be in it.
              onChange={(event) => setDraft((current) => ({ ...current, guaranteeService: event.target.checked, chosen: undefined }))}
              slotProps={{ input: { 'data-testid': 'guarantee-service' } as object }}
            />
          }
          label={translate('shipment.guaranteeService')}
        />
      </Box>
      {!valid && (
        <Alert severity="warning" data-testid="shipment-errors">
          {translate('error.enterPartiesFirst')}
        </Alert>
      )}
      {offers.isLoading && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 3 }} data-testid="offers-loading">
          <CircularProgress size={24} />
          <Typography>{translate('shipment.loadingPrices')}</Typography>
        </Box>
      )}
      {offers.isError && (
        <Alert severity="error" data-testid="shipment-errors" sx={{ mb: 2 }}>
          {errorText(offers.error, translate)}
        </Alert>
      )}
      {serverErrors.length > 0 && (
        <Alert severity="error" data-testid="shipment-errors" sx={{ mb: 2 }}>
          {serverErrors.map((text, index) => (
            <div key={index}>{text}</div>
          ))}
        </Alert>
      )}
      {offers.data && offers.data.priced.length > 0 && (
        <Box component="section" data-testid="offered">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('shipment.offered')}
            </Typography>
            <TextField
              select
              size="small"
              label={translate('shipment.sortBy')}
              value={order}
              onChange={(event) => setOrder(OFFER_ORDERS.find((o) => o === event.target.value) ?? 'price')}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'offers-sort' }, inputLabel: { shrink: true } }}
              sx={{ width: 180 }}
            >
              {OFFER_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {translate(`shipment.sortOrders.${o}`)}
                </option>
              ))}
            </TextField>
          </Box>
          {shown.map((priced) => (
            <ProductCard
              key={priced.service.templateName}
              priced={priced}
              marks={(['cheapest', 'fastest'] as const).filter((mark) => ranked![mark] === priced.service.templateName)}
              chosen={draft.chosen?.templateName === priced.service.templateName}
              onChoose={() => choose(priced)}
              onInspect={() => viewItem(priced)}
            />
          ))}
        </Box>
      )}
      {draft.chosen && (
        <Alert severity="info" data-testid="chosen-product" sx={{ mt: 2 }}>
          {chosenName && `${translate('shipment.chosen')}: ${chosenSupplier ? `${chosenSupplier} · ` : ''}${chosenName}. `}
          {viewer === 'demo' && (
            <>
              {translate('shipment.signInToBook')} <DemoSignInButton />
            </>
          )}
        </Alert>
      )}
      {draft.chosen && viewer === 'member' && (
        <Button
          component={RouterLink}
          to={pathTo('shipmentStep3')}
          variant="contained"
          size="large"
          sx={{ mt: 2 }}
          ref={continueRef}
          data-testid="continue-to-step3"
        >
          {translate('shipment.continue')}
        </Button>
      )}
      {offers.data && offers.data.filter.notOffered.length > 0 && <NotOfferedList items={offers.data.filter.notOffered} />}
    </Box>
  );
};
