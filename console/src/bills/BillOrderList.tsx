import Box from '@mui/material/Box';
import { Datagrid, FunctionField, List, SearchInput, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import { DateFilterInput } from '../format/DateFilterInput';
import { BookedListPagination } from '../bookedList/BookedListPagination';
import { useSession } from '../session/useSession';
import { DateTextField } from '../format/DateTextField';
import { formatDate } from '../format/dates';
import { formatMoney } from '../format/money';
import type { BillOrder } from './billApi';
import { BILL_ORDERS_RESOURCE } from './dataProvider';
import { BillSectionLink } from './BillSectionLink';
import { PageHeading } from '../layout/PageHeading';
import { useSmallScreen } from '../layout/useSmallScreen';

/** /bill/order/list: billed and unbilled orders, searched (order/consignment number, product, text) and dated by the server; amounts excl. VAT (spec 9). */
export const BillOrderList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const session = useSession();
  const small = useSmallScreen();
  if (!session) return null;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('bill.search')} data-testid="bill-order-search" />,
    <DateFilterInput key="from" source="from" label={translate('bill.from')} alwaysOn />,
    <DateFilterInput key="to" source="to" label={translate('bill.to')} alwaysOn />,
  ];
  return (
    <Box data-testid="bill-order-list">
      <PageHeading>{translate('route.billOrderList')}</PageHeading>
      <BillSectionLink to="billList" />
      <List
        resource={BILL_ORDERS_RESOURCE}
        queryOptions={{ meta: { custId: session.customerId } }}
        filters={filters}
        sort={{ field: 'date', order: 'DESC' }}
        perPage={25}
        pagination={<BookedListPagination />}
        empty={false}
        title={translate('route.billOrderList')}
        actions={false}
        debounce={400}
      >
        {small ? (
          // A phone's width: order and consignment, date and what was sent, the amount and the invoice it went on.
          <SimpleList<BillOrder>
            primaryText={(o) => (
              <Box component="span" sx={{ overflowWrap: 'anywhere' }} data-testid="bill-order-no">
                {[o.orderno, o.consignmentNo].filter(Boolean).join(' · ')}
              </Box>
            )}
            secondaryText={(o) => (
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {[formatDate(o.date, locale), o.supplier, o.description].filter(Boolean).join(' · ')}
                <Box component="span" sx={{ display: 'block' }}>
                  {o.billed ? `${translate('resources.billOrders.fields.billId')} ${o.billId}` : translate('bill.unbilled')}
                </Box>
              </Box>
            )}
            tertiaryText={(o) => formatMoney(o.totalPrice, locale, o.currency) ?? ''}
            rowClick={false}
            data-testid="bill-order-simple-list"
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateTextField source="date" />
            <TextField source="orderno" sortable={false} />
            <TextField source="consignmentNo" sortable={false} />
            <TextField source="supplier" sortable={false} />
            <TextField source="description" sortable={false} />
            <FunctionField
              source="totalPrice"
              sortable={false}
              render={(o: BillOrder) => formatMoney(o.totalPrice, locale, o.currency) ?? ''}
            />
            <FunctionField
              sortable={false}
              source="billId"
              render={(o: BillOrder) => (o.billed ? String(o.billId) : translate('bill.unbilled'))}
            />
          </Datagrid>
        )}
      </List>
    </Box>
  );
};
