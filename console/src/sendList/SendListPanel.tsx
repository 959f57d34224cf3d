import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { trackOrderEdit, trackRemoveFromCart } from '../analytics';
import { customsPath } from '../customs/customsLink';
import type { FraktDataProvider } from '../dataProvider';
import { errorText } from '../i18n/errorText';
import type { ServerError } from '../order/booking';
import { pathTo, START_PATH } from '../routes/routeTable';
import { reportRemoved } from '../shipment/cartEvents';
import { draftFromOrder, type OrderDetail } from '../shipment/fromOrder';
import { errorsOfFailure } from '../shipment/saveShipment';
import { ServerErrorsAlert } from '../shipment/ServerErrorsAlert';
import { ConfirmationIndicator, useConfirmation } from '../shipment/useConfirmation';
import { draftStore } from '../shipment/useDraft';
import { progressText } from './bookAll';
import { SendListCard } from './SendListCard';
import { useSendListOpen } from './sendListState';
import { useBookAll } from './useBookAll';
import { useLeaveSendListRoute } from './useLeaveSendListRoute';
import { useSendList } from './useSendList';

/**
 * Whether an element is in view within its scrolling panel; true until it can be observed. Measured
 * against the panel, not the window: while the drawer slides in, the whole panel is outside the
 * window, which is no reason to repeat the button in the footer.
 */
const useInView = (element: Element | null, root: Element | null) => {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { root });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root]);
  return inView;
};

const BookAllButton = ({ busy, progress, onClick, testId }: { busy: boolean; progress: string; onClick(): void; testId: string }) => {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      fullWidth
      onClick={onClick}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      data-testid={testId}
    >
      {busy ? translate('sendList.booking', { progress }) : translate('sendList.bookAll')}
    </Button>
  );
};

/** Deleting an order (its consignment goes too); the current draft's order sends the member back to start (spec 4). */
const useDeleteOrder = (onCurrentDeleted: () => void) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const refresh = useRefresh();
  const [errors, setErrors] = useState<ServerError[]>([]);
  const remove = async (order: OrderDetail) => {
    const { orderNo } = order;
    setErrors([]);
    try {
      await dataProvider.deleteOrder(orderNo);
    } catch (error) {
      setErrors(errorsOfFailure(error));
      return;
    }
    reportRemoved(order, { trackRemoveFromCart });
    // The draft lets go of the order before the lists reload, so step 4 does not ask for the deleted order (a 404).
    const current = draftStore.get().orderNo === orderNo;
    if (current) draftStore.reset();
    refresh();
    if (current) onCurrentDeleted();
  };
  return { remove, errors };
};

/** The send-list side panel (spec 2.7): unbooked order cards, "Visa", delete, "Boka alla". */
export const SendListPanel = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useSendListOpen();
  const orders = useSendList(open);
  const [toDelete, setToDelete] = useState<OrderDetail | undefined>();
  const [bodyButton, setBodyButton] = useState<HTMLElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const bodyButtonInView = useInView(bodyButton, body);
  const { confirming, confirmThen } = useConfirmation();
  const leaveSendListRoute = useLeaveSendListRoute();
  const close = () => {
    setOpen(false);
    leaveSendListRoute();
  };

  const goTo = useCallback(
    (path: string) => {
      setOpen(false);
      navigate(path);
    },
    [navigate, setOpen],
  );
  const onAllBooked = useCallback(() => confirmThen(() => goTo(pathTo('consignmentList'))), [confirmThen, goTo]);
  const { state, bookAll } = useBookAll(onAllBooked);
  const { remove, errors: deleteErrors } = useDeleteOrder(() => goTo(START_PATH));

  const list = orders.data ?? [];
  const busy = state.running || confirming;
  const show = (order: OrderDetail) => {
    trackOrderEdit(order.orderNo);
    draftStore.set(draftFromOrder(order));
    goTo(pathTo('shipmentStep4'));
  };
  // The customs document of an order leaving the EU; its "Tillbaka" reopens the send list.
  const showCustoms = (order: OrderDetail) => {
    const consignmentId = order.consignmentId ?? order.consignment?.consignmentId;
    if (consignmentId) goTo(customsPath(consignmentId, 'consignmentNew'));
  };
  const startBookAll = () => void bookAll(list);
  const progress = progressText(state);

  return (
    <Drawer anchor="right" open={open} onClose={busy ? undefined : close}>
      <Box sx={{ width: { xs: '100vw', sm: 400 }, height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="send-list-panel">
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('sendList.title')}
          </Typography>
          <IconButton aria-label={translate('sendList.close')} onClick={close} disabled={busy} data-testid="send-list-close">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box ref={setBody} sx={{ flex: 1, overflowY: 'auto', p: 2 }} data-testid="send-list-body">
          {orders.isLoading && (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <CircularProgress size={20} />
              <Typography>{translate('sendList.loading')}</Typography>
            </Box>
          )}
          {orders.isError && <Alert severity="error">{errorText(orders.error, translate)}</Alert>}
          {orders.isSuccess && list.length === 0 && (
            <Typography color="text.secondary" data-testid="send-list-empty">
              {translate('error.noUnbooked')}
            </Typography>
          )}
          {list.length > 0 && (
            <Box ref={setBodyButton} sx={{ mb: 2 }}>
              <BookAllButton busy={busy} progress={progress} onClick={startBookAll} testId="book-all" />
            </Box>
          )}
          {state.running && (
            <Typography variant="body2" data-testid="book-all-progress" sx={{ mb: 1 }}>
              {progress}
            </Typography>
          )}
          {state.result === 'failed' && (
            <Alert severity="warning" data-testid="book-all-failed" sx={{ mb: 1 }}>
              {translate('sendList.failed')}
            </Alert>
          )}
          <ServerErrorsAlert errors={state.errors} testId="book-all-errors" />
          <ServerErrorsAlert errors={deleteErrors} testId="delete-errors" />
          <ConfirmationIndicator show={confirming} />
          {list.map((order) => (
            <SendListCard
              key={order.orderNo}
              order={order}
              state={state.cards[order.orderNo]}
              busy={busy}
              onShow={() => show(order)}
              onDelete={() => setToDelete(order)}
              onCustoms={() => showCustoms(order)}
            />
          ))}
        </Box>
        {list.length > 0 && !bodyButtonInView && (
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="send-list-footer">
            <BookAllButton busy={busy} progress={progress} onClick={startBookAll} testId="book-all-footer" />
          </Box>
        )}
      </Box>
      <Confirm
        isOpen={toDelete !== undefined}
        title="sendList.delete"
        content="confirm.deleteQuestion"
        confirm="confirm.yes"
        cancel="confirm.no"
        onConfirm={() => {
          const order = toDelete;
          setToDelete(undefined);
          if (order) void remove(order);
        }}
        onClose={() => setToDelete(undefined)}
      />
    </Drawer>
  );
};
