import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
    Datagrid,
    FunctionField,
    ListContextProvider,
    ResourceContextProvider,
    useDataProvider,
    useList,
    useLocaleState,
    useTranslate,
} from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ClaimButtons } from '../complaint/ClaimButtons';
import { CarrierContactButtons } from '../content/CarrierContactButtons';
import type { FraktDataProvider } from '../dataProvider';
import { errorText } from '../i18n/errorText';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { useSession } from '../session/useSession';
import { BookedListPagination } from './BookedListPagination';
import { ConsignmentHistoryButton } from './ConsignmentHistory';
import {
    defaultDateRange,
    formatBookedDate,
    formatPrice,
    isValidRange,
    PAGE_SIZES,
    toBookedRow,
    type BookedOrder,
    type BookedRow,
    type DateRange,
    type OrderStatus,
} from './bookedOrders';
import { BulkPrintButton, JustBookedPrint, PrintButton, PrintFormatSelect } from './PrintButtons';

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
    const names = useMemo(() => [...new Set((rows ?? []).map(row => row.templateName).filter(Boolean))], [rows]);
    const answers = useQueries({
        queries: names.map(templateName => ({
            queryKey: ['freightservice', templateName, locale],
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

const RowActions = ({ row }: { row: BookedRow }) => (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', whiteSpace: 'nowrap' }}>
        <PrintButton orderNo={row.orderNo} />
        <ConsignmentHistoryButton orderNo={row.orderNo} consignmentNo={row.consignmentNo} />
        <CarrierContactButtons consignmentNo={row.consignmentNo} />
        <ClaimButtons consignmentNo={row.consignmentNo} />
    </Box>
);

/** The narrow screen's list: waybill number and receiver first, then product, price and status. */
const BookedCards = ({ rows, productName }: { rows: readonly BookedRow[]; productName: (templateName: string) => string | undefined }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    if (rows.length === 0) return <Empty />;
    return (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="booked-cards">
            {rows.map(row => (
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
                            {formatBookedDate(row.dateBooked)}
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
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }} data-testid="booked-filter">
            <MuiTextField
                type="date"
                size="small"
                label={translate('bookedList.filter.from')}
                value={range.from}
                onChange={event => onChange({ ...range, from: event.target.value })}
                sx={{ width: 190 }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'booked-from', max: range.to || undefined } }}
            />
            <MuiTextField
                type="date"
                size="small"
                label={translate('bookedList.filter.to')}
                value={range.to}
                onChange={event => onChange({ ...range, to: event.target.value })}
                error={invalid}
                helperText={invalid ? translate('bookedList.filter.invalid') : undefined}
                sx={{ width: 190 }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'booked-to', min: range.from || undefined } }}
            />
        </Box>
    );
};

/**
 * Booked consignments (/consignment/list, spec 2.1 consignmentList). The spec's call answers the
 * whole date range at once (GET /order/customer/{custId}?booked=1&from&to), so the date range goes
 * to the server and sorting and paging happen here, in react-admin's useList, without a
 * dataProvider resource pretending the server pages.
 */
export const BookedConsignmentList = ({ route }: { route: RouteDefinition }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const session = useSession();
    const dataProvider = useDataProvider<FraktDataProvider>();
    const [range, setRange] = useState(() => defaultDateRange(new Date()));
    const justBooked = (useLocation().state as { bookedOrderNo?: string } | null)?.bookedOrderNo;
    const valid = isValidRange(range);

    const orders = useQuery({
        // The locale is part of the key: the server's status labels come in the caller's language.
        queryKey: ['order', 'customer', session?.customerId, { booked: 1, ...range }, locale],
        queryFn: () => dataProvider.getOrdersByCustomer(session!.customerId, { booked: 1, from: range.from, to: range.to }),
        enabled: !!session && !session.demo && valid,
        placeholderData: keepPreviousData,
        retry: false,
    });
    const rows = useMemo(() => (orders.data as BookedOrder[] | undefined)?.map(toBookedRow), [orders.data]);

    const list = useList<BookedRow>({
        data: rows,
        isPending: orders.isPending,
        isFetching: orders.isFetching,
        perPage: PAGE_SIZES[0],
        sort: { field: 'dateBooked', order: 'DESC' },
        resource: 'bookedOrders',
    });

    const productName = useProductNames(rows);
    const cards = useMediaQuery(CARD_QUERY, { noSsr: true });

    const changeRange = (next: DateRange) => {
        setRange(next);
        list.setPage(1);
    };

    return (
        <Box data-testid="booked-list">
            <Typography variant="h4" component="h1" gutterBottom>
                {translate(route.titleKey)}
            </Typography>
            {justBooked && <JustBookedPrint orderNo={justBooked} />}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <DateFilter range={range} onChange={changeRange} />
                <PrintFormatSelect />
            </Box>
            {orders.isError && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="booked-error">
                    {errorText(orders.error, translate)}
                </Alert>
            )}
            <ResourceContextProvider value="bookedOrders">
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
                                    render={row => (
                                        <>
                                            <Box
                                                component="span"
                                                sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: 'block' }}
                                                data-testid="consignment-no"
                                            >
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
                                    render={row => <span data-testid="order-to">{row.to}</span>}
                                />
                                <FunctionField<BookedRow>
                                    source="from"
                                    label="bookedList.fields.from"
                                    render={row => <span data-testid="order-from">{row.from}</span>}
                                />
                                <FunctionField<BookedRow>
                                    source="dateBooked"
                                    label="bookedList.fields.dateBooked"
                                    render={row => (
                                        <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="booked-date">
                                            {formatBookedDate(row.dateBooked)}
                                        </Box>
                                    )}
                                />
                                <FunctionField<BookedRow>
                                    source="templateName"
                                    label="bookedList.fields.product"
                                    render={row => <span data-testid="order-product">{productLine(row, productName)}</span>}
                                />
                                <FunctionField<BookedRow>
                                    source="price"
                                    label="bookedList.fields.price"
                                    textAlign="right"
                                    render={row => (
                                        <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="order-price">
                                            {formatPrice(row.price, row.currency, locale)}
                                        </Box>
                                    )}
                                />
                                <FunctionField<BookedRow>
                                    label="bookedList.fields.status"
                                    sortable={false}
                                    render={row => <StatusChip status={row.status} />}
                                />
                                <FunctionField<BookedRow> label="" sortable={false} render={row => <RowActions row={row} />} />
                            </Datagrid>
                        )}
                        <BookedListPagination />
                    </Card>
                </ListContextProvider>
            </ResourceContextProvider>
        </Box>
    );
};
