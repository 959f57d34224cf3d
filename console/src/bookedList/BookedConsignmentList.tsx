import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  ListContextProvider,
  ResourceContextProvider,
  useDataProvider,
  useListController,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BOOKED_STATUSES, type BookedStatus, MIN_BOOKED_SEARCH_CHARACTERS } from '@freight/reference-data';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { DateTextInput } from '../format/DateTextInput';
import { formatDateTime } from '../format/dates';
import { errorText } from '../i18n/errorText';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { useSession } from '../session/useSession';
import { BookedListPagination } from './BookedListPagination';
import { BOOKED_ORDERS_RESOURCE } from './dataProvider';
import { defaultDateRange, formatPrice, isValidRange, PAGE_SIZES, type BookedRow, type DateRange, type OrderStatus } from './bookedOrders';
import { BulkPrintButton, JustBookedPrint, PrintFormatSelect } from './PrintButtons';
import { RowActions } from './RowActions';

const StatusChip = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  if (!status) return null;
  const label = 'label' in status ? status.label : translate(`status.${status.key}`);
  const delivered = 'key' in status && status.key === 'DELIVERED';
  return (
    <Chip
      size="small"
      label={label}
      color={delivered ? 'success' : 'default'}
      variant={delivered ? 'filled' : 'outlined'}
      data-testid="status-chip"
    />
  );
};

/** Under 600 px the rows become cards (issue 20): a table that narrow only scrolls. */
const CARD_QUERY = '(max-width:599.95px)';

/** The product's name in the caller's language for each template name (GET /api/freightservice/{templateName}, cached with step 3's). */
const useProductNames = (rows: readonly BookedRow[] | undefined) => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [locale] = useLocaleState();
  const names = useMemo(() => [...new Set((rows ?? []).map((row) => row.templateName).filter(Boolean))], [rows]);
  const answers = useQueries({
    queries: names.map((templateName) => ({
      queryKey: queryKeys.freightService.detail(templateName, locale),
      queryFn: () => dataProvider.getFreightService(templateName),
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });
  return (templateName: string) => {
    const answer = answers[names.indexOf(templateName)]?.data;
    return answer?.templateSubject || undefined;
  };
};

/**
 * The product's name once known ("PostNord Parcel (företagspaket)"), the carrier before it when the name
 * does not say it; the code only until then, or when the product is gone.
 */
const productLine = (row: BookedRow, productName: (templateName: string) => string | undefined) => {
  const name = productName(row.templateName) ?? row.templateName;
  return row.carrier && !name.toLowerCase().startsWith(row.carrier.toLowerCase()) ? `${row.carrier} · ${name}` : name;
};

/** The narrow screen's list: waybill number and receiver first, then product, price and status. */
const BookedCards = ({ rows, productName }: { rows: readonly BookedRow[]; productName: (templateName: string) => string | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (rows.length === 0) return <Empty />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="booked-cards">
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-testid="booked-card"
          data-order-no={row.orderNo}
          sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="consignment-no">
              {row.consignmentNo || row.orderNo}
            </Typography>
            <StatusChip status={row.status} />
          </Box>
          <Typography variant="body2" data-testid="order-to" sx={{ overflowWrap: 'anywhere' }}>
            {`${translate('bookedList.fields.to')}: ${row.to}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="order-product">
            {productLine(row, productName)}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" data-testid="booked-date">
              {formatDateTime(row.dateBooked, locale)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="order-price">
              {formatPrice(row.price, row.currency, locale)}
            </Typography>
          </Box>
          <RowActions row={row} />
        </Box>
      ))}
    </Box>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    // The empty state says what to do next: book one.
    <Box sx={{ p: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }} data-testid="booked-empty-state">
      <Typography color="text.secondary" data-testid="booked-empty">
        {translate('bookedList.empty')}
      </Typography>
      <Button component={RouterLink} to={pathTo('start')} variant="contained" data-testid="booked-empty-new">
        {translate('topbar.newShipment')}
      </Button>
    </Box>
  );
};

const DateFilter = ({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) => {
  const translate = useTranslate();
  const invalid = !isValidRange(range);
  return (
    <>
      <DateTextInput
        size="small"
        label={translate('bookedList.filter.from')}
        value={range.from}
        onChange={(from) => onChange({ ...range, from })}
        testId="booked-from"
        sx={{ width: 195 }}
      />
      <DateTextInput
        size="small"
        label={translate('bookedList.filter.to')}
        value={range.to}
        onChange={(to) => onChange({ ...range, to })}
        error={invalid ? translate('bookedList.filter.invalid') : undefined}
        testId="booked-to"
        sx={{ width: 195 }}
      />
    </>
  );
};

/** Consignment number, receiver or reference; sent once it has the server's minimum ("Minst antal tecken"). */
const SearchFilter = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  const typed = value.trim().length;
  const tooShort = typed > 0 && typed < MIN_BOOKED_SEARCH_CHARACTERS;
  return (
    <MuiTextField
      type="search"
      size="small"
      label={translate('bookedList.filter.search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={tooShort ? translate('bookedList.filter.searchMinimum', { count: MIN_BOOKED_SEARCH_CHARACTERS }) : undefined}
      sx={{ width: { xs: '100%', sm: 300 } }}
      slotProps={{ htmlInput: { 'data-testid': 'booked-search', maxLength: 100 } }}
    />
  );
};

/** The filter word of each status and the label the chips show for it. */
const STATUS_LABEL_KEYS: Record<BookedStatus, string> = {
  booked: 'status.booked',
  printed: 'status.printed',
  picked_up: 'status.PICKUP',
  in_transit: 'status.IN_TRANSIT',
  out_for_delivery: 'status.OUT_FOR_DELIVERY',
  ready_for_pickup: 'status.READY_FOR_PICKUP',
  delivery_attempted: 'status.DELIVERY_ATTEMPTED',
  delivered: 'status.DELIVERED',
  returned: 'status.RETURNED',
  exception: 'status.EXCEPTION',
  none: 'status.none',
  awaiting_carrier: 'status.awaiting_carrier',
  carrier_refused: 'status.carrier_refused',
  cancelled: 'status.cancelled',
};

const StatusFilter = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <MuiTextField
      select
      size="small"
      label={translate('bookedList.filter.status')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 190 }}
      slotProps={{ htmlInput: { 'data-testid': 'booked-status' } }}
    >
      <MenuItem value="" data-testid="booked-status-all">
        {translate('bookedList.filter.allStatuses')}
      </MenuItem>
      {BOOKED_STATUSES.map((status) => (
        <MenuItem key={status} value={status} data-testid={`booked-status-${status}`}>
          {translate(STATUS_LABEL_KEYS[status])}
        </MenuItem>
      ))}
    </MuiTextField>
  );
};

/** What the inputs hold; the list's filter takes a date range only when it is valid and a search only from its minimum. */
interface FilterInputs extends DateRange {
  q: string;
  status: string;
}

const toListFilter = ({ from, to, q, status }: FilterInputs) => ({
  from,
  to,
  ...(q.trim().length >= MIN_BOOKED_SEARCH_CHARACTERS ? { q: q.trim() } : {}),
  ...(status ? { status } : {}),
});

/**
 * Booked consignments (/consignment/list, spec 2.1 consignmentList) as a react-admin resource paged,
 * sorted, searched and filtered by the server (GET /order/customer/{custId}/booked, Content-Range): a
 * member with 100 000 booked orders gets the newest page as fast as one with ten. The last 30 days by
 * default; a table, or cards under 600 px.
 */
export const BookedConsignmentList = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const session = useSession();
  const [inputs, setInputs] = useState<FilterInputs>(() => ({ ...defaultDateRange(new Date()), q: '', status: '' }));
  // The list starts from the inputs' first values; later changes reach it through setFilters only.
  const [initialFilter] = useState(() => toListFilter(inputs));
  const justBooked = (useLocation().state as { bookedOrderNo?: string } | null)?.bookedOrderNo;

  const list = useListController<BookedRow>({
    resource: BOOKED_ORDERS_RESOURCE,
    perPage: PAGE_SIZES[0],
    sort: { field: 'dateBooked', order: 'DESC' },
    filterDefaultValues: initialFilter,
    // The page's own state, not the URL's: the route's path stays the spec's.
    disableSyncWithLocation: true,
    // The route guard has checked the session; the demo never gets here (spec 6).
    disableAuthentication: true,
    debounce: 400,
    queryOptions: {
      // The locale is part of the key: the server's status labels come in the caller's language.
      meta: { custId: session?.customerId, locale },
      enabled: !!session && !session.demo,
      // The error shows in the page (below), not as a notification too.
      onError: () => undefined,
    },
  });

  const changeFilter = (next: FilterInputs) => {
    setInputs(next);
    if (!isValidRange(next)) return;
    const filter = toListFilter(next);
    // A search still too short (or only respaced) asks the server nothing new.
    if (JSON.stringify(filter) === JSON.stringify(list.filterValues)) return;
    // Typing waits for a pause; the other inputs apply at once.
    list.setFilters(filter, undefined, next.q !== inputs.q);
  };

  const productName = useProductNames(list.data);
  const cards = useMediaQuery(CARD_QUERY, { noSsr: true });

  return (
    <Box data-testid="booked-list">
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      {justBooked && <JustBookedPrint orderNo={justBooked} />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }} data-testid="booked-filter">
        <SearchFilter value={inputs.q} onChange={(q) => changeFilter({ ...inputs, q })} />
        <StatusFilter value={inputs.status} onChange={(status) => changeFilter({ ...inputs, status })} />
        <DateFilter range={inputs} onChange={(range) => changeFilter({ ...inputs, ...range })} />
        <PrintFormatSelect />
      </Box>
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="booked-error">
          {errorText(list.error, translate)}
        </Alert>
      )}
      <ResourceContextProvider value={BOOKED_ORDERS_RESOURCE}>
        <ListContextProvider value={list}>
          {/* Visible overflow: the bulk-action bar rises above the table, over the filter, as in react-admin's own lists. */}
          <Card variant="outlined" sx={{ overflow: 'visible' }}>
            {cards ? (
              <BookedCards rows={list.data ?? []} productName={productName} />
            ) : (
              <Datagrid
                rowClick={false}
                bulkActionButtons={<BulkPrintButton />}
                empty={<Empty />}
                sx={{
                  '& .RaDatagrid-rowCell': { verticalAlign: 'top' },
                  // The table scrolls inside its own box: the page never gets wider than the screen
                  // (the bulk-action bar stays outside it, rising over the header).
                  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
                }}
              >
                <FunctionField<BookedRow>
                  source="consignmentNo"
                  label="bookedList.fields.consignmentNo"
                  sortable={false}
                  render={(row) => (
                    <>
                      <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: 'block' }} data-testid="consignment-no">
                        {row.consignmentNo}
                      </Box>
                      <Box
                        component="span"
                        sx={{ color: 'text.secondary', fontSize: '0.75rem', whiteSpace: 'nowrap' }}
                        data-testid="order-no"
                      >
                        {row.orderNo}
                      </Box>
                    </>
                  )}
                />
                <FunctionField<BookedRow>
                  source="to"
                  label="bookedList.fields.to"
                  sortable={false}
                  render={(row) => <span data-testid="order-to">{row.to}</span>}
                />
                <FunctionField<BookedRow>
                  source="from"
                  label="bookedList.fields.from"
                  sortable={false}
                  render={(row) => <span data-testid="order-from">{row.from}</span>}
                />
                <FunctionField<BookedRow>
                  source="dateBooked"
                  label="bookedList.fields.dateBooked"
                  render={(row) => (
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="booked-date">
                      {formatDateTime(row.dateBooked, locale)}
                    </Box>
                  )}
                />
                <FunctionField<BookedRow>
                  source="templateName"
                  label="bookedList.fields.product"
                  sortable={false}
                  render={(row) => <span data-testid="order-product">{productLine(row, productName)}</span>}
                />
                <FunctionField<BookedRow>
                  source="price"
                  label="bookedList.fields.price"
                  textAlign="right"
                  render={(row) => (
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="order-price">
                      {formatPrice(row.price, row.currency, locale)}
                    </Box>
                  )}
                />
                <FunctionField<BookedRow>
                  label="bookedList.fields.status"
                  sortable={false}
                  render={(row) => <StatusChip status={row.status} />}
                />
                <FunctionField<BookedRow> label="" sortable={false} render={(row) => <RowActions row={row} />} />
              </Datagrid>
            )}
            <BookedListPagination />
          </Card>
        </ListContextProvider>
      </ResourceContextProvider>
    </Box>
  );
};
