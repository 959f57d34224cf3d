import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { trackPurchase } from '../analytics';
import { CarrierContactButtons } from '../content/CarrierContactButtons';
import { customsPath } from '../customs/customsLink';
import { CustomsStepCard } from '../customs/CustomsStepCard';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import { bookOne, createIdempotencyKeys, type ServerError } from '../order/booking';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { reportPurchase } from './cartEvents';
import { partOf, type OrderDetail } from './fromOrder';
import { OrderSummary } from './OrderSummary';
import { PriceCard } from './PriceCard';
import { priceRequestOfOrder } from './priceRequest';
import type { FreightServiceDetail } from './product';
import { ServerErrorsAlert } from './ServerErrorsAlert';
import { ConfirmationIndicator, useConfirmation } from './useConfirmation';
import { draftStore, useDraft } from './useDraft';
import { useProduct } from './useProduct';
import { StepIndicator } from './StepIndicator';

/** The order step 4 shows (GET /api/order/{orderNo}); under "order" so booking's refresh reloads it. */
const useOrder = (orderNo: string | undefined) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.order.detail(orderNo);
  return useQuery({
    queryKey,
    // A reload after the draft let go of the order (it was deleted or booked elsewhere) keeps what is shown instead of asking for it again.
    queryFn: () =>
      draftStore.get().orderNo !== orderNo && queryClient.getQueryData(queryKey)
        ? Promise.resolve(queryClient.getQueryData<OrderDetail>(queryKey)!)
        : dataProvider.getOrder(orderNo!),
    enabled: !!orderNo,
    retry: false,
  });
};

/**
 * Booking one order (spec 4): PUT /order/book/ under an idempotency key kept across retries of the
 * same intent. Success: the lists reload, the confirmation shows for a second, the draft is done
 * and the booked list opens, offering to print the order. Errors stay on the page under "Fel".
 */
const useBookOrder = (order: OrderDetail | undefined, product: FreightServiceDetail | undefined) => {
  const orderNo = order?.orderNo;
  const dataProvider = useDataProvider<FraktDataProvider>();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const keys = useRef(createIdempotencyKeys()).current;
  const { confirming, confirmThen } = useConfirmation();
  const [booking, setBooking] = useState(false);
  const [errors, setErrors] = useState<ServerError[]>([]);

  const book = async () => {
    if (!order || !orderNo) return;
    setBooking(true);
    setErrors([]);
    const outcome = await bookOne(dataProvider.bookOrders, keys, orderNo);
    setBooking(false);
    // Decided either way (booked, already booked, gone): what the lists show has changed.
    if (outcome.decided) refresh();
    if (!outcome.booked) {
      setErrors(outcome.errors);
      return;
    }
    reportPurchase(order, product, { trackPurchase });
    confirmThen(() => {
      draftStore.reset();
      // The booked list offers to print this order's documents at once ("Skriv ut").
      navigate(pathTo('consignmentList'), { state: { bookedOrderNo: orderNo } });
    });
  };
  return { book, booking, confirming, errors };
};

/** Step 4 (/shipment/book): the summary of the draft's order and "Boka". */
export const ShipmentBookPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const [draft] = useDraft();
  const order = useOrder(draft.orderNo);
  const product = useProduct(order.data?.templateName ?? draft.chosen?.templateName);
  const { book, booking, confirming, errors } = useBookOrder(order.data, product.data);
  const booked = !!order.data?.dateBooked;
  const consignmentId = order.data?.consignmentId ?? order.data?.consignment?.consignmentId ?? draft.consignmentId;
  const destination = order.data && partOf(order.data.consignment ?? {}, 'consignee')?.address?.countrycode;

  return (
    <Box data-testid="shipment-book" sx={{ maxWidth: 1000 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      <StepIndicator active={3} />
      {!draft.orderNo && (
        <>
          <Alert severity="info" data-testid="no-order" sx={{ mb: 2 }}>
            {translate('shipment.book.noOrder')}
          </Alert>
          <Button component={RouterLink} to={pathTo('start')} variant="contained">
            {translate('shipment.book.newShipment')}
          </Button>
        </>
      )}
      {order.isLoading && <CircularProgress size={28} />}
      {order.isError && (
        <Alert severity="error" data-testid="order-error" sx={{ mb: 2 }}>
          {errorText(order.error, translate)}
        </Alert>
      )}
      {order.data && (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('shipment.book.summary')}
            </Typography>
            <OrderSummary order={order.data} product={product.data} />
          </CardContent>
        </Card>
      )}
      {order.data && !booked && (
        <CustomsStepCard consignmentId={consignmentId ?? undefined} destination={destination} back="shipmentStep4" />
      )}
      {order.data && (
        <Box sx={{ mb: 2 }}>
          <PriceCard request={priceRequestOfOrder(order.data)} />
        </Box>
      )}
      <ServerErrorsAlert
        errors={errors}
        testId="book-errors"
        action={(error) =>
          error.code === 'CUSTOMS.REQUIRED' &&
          consignmentId && (
            <Button component={RouterLink} to={customsPath(consignmentId, 'shipmentStep4')} size="small" data-testid="book-errors-customs">
              {translate('customs.step.fill')}
            </Button>
          )
        }
      />
      <ConfirmationIndicator show={confirming} />
      {order.data && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          {!booked && (
            <Button component={RouterLink} to={pathTo('shipmentStep3')} disabled={booking || confirming} data-testid="edit-consignment">
              {translate('shipment.book.edit')}
            </Button>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => void book()}
            disabled={booked || booking || confirming}
            startIcon={booking ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="book-button"
          >
            {translate(booked ? 'shipment.book.booked' : booking ? 'shipment.book.booking' : 'shipment.book.book')}
          </Button>
          {/* A booked order's way to its carrier (spec 2.1): message and newsletter, prefilled. */}
          {booked && order.data.consignmentNo && (
            <CarrierContactButtons
              consignmentNo={order.data.consignmentNo}
              carrierCode={(order.data as { supplierId?: number | null }).supplierId}
              labelled
            />
          )}
        </Box>
      )}
    </Box>
  );
};
