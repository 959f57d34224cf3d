import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import {
  Datagrid,
  FunctionField,
  List,
  SimpleList,
  TextField,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DateFilterInput } from '../format/DateFilterInput';
import { BookedListPagination } from '../bookedList/BookedListPagination';
import type { FraktDataProvider } from '../dataProvider';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import { BalanceCard } from './BalanceCard';
import { DateTextField } from '../format/DateTextField';
import { formatDate } from '../format/dates';
import { formatMoney } from '../format/money';
import type { Bill } from './billApi';
import { BILLS_RESOURCE } from './dataProvider';
import { PageHeading } from '../layout/PageHeading';
import { BillSectionLink } from './BillSectionLink';
import { useSmallScreen } from '../layout/useSmallScreen';

/** Opens the invoice PDF in a new tab; credit invoices cannot be shown (spec 4), so they have no button. */
const PdfButton = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FraktDataProvider>();
  if (bill.credit) {
    return (
      <Tooltip title={translate('bill.creditNotShown')}>
        <span>
          <Button size="small" disabled data-testid="bill-pdf-disabled">
            PDF
          </Button>
        </span>
      </Tooltip>
    );
  }
  const open = async () => {
    // Opened before the call, so a popup blocker sees the click.
    const win = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await dataProvider.billPdf(bill.id));
      if (win) win.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      win?.close();
      notify(errorText(error, translate), { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={open} data-testid="bill-pdf">
      PDF
    </Button>
  );
};

const PaidChip = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Chip
      size="small"
      color={bill.paid ? 'success' : 'default'}
      label={bill.paid ? `${translate('bill.paid')} ${formatDate(bill.paidDate, locale)}`.trim() : translate('bill.unpaid')}
      data-testid="bill-paid"
    />
  );
};

/** /bill/list: invoices and invoice history, paged and filtered by the server, amounts incl. VAT, paid status, PDF. */
export const BillList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const session = useSession();
  const small = useSmallScreen();
  if (!session) return null;
  const filters = [
    <DateFilterInput key="from" source="from" label={translate('bill.from')} alwaysOn />,
    <DateFilterInput key="to" source="to" label={translate('bill.to')} alwaysOn />,
  ];
  return (
    <Box data-testid="bill-list" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeading>{translate('route.billList')}</PageHeading>
      <BillSectionLink to="billOrderList" />
      <BalanceCard />
      <List
        resource={BILLS_RESOURCE}
        queryOptions={{ meta: { custId: session.customerId } }}
        filters={filters}
        sort={{ field: 'billDate', order: 'DESC' }}
        perPage={25}
        pagination={<BookedListPagination />}
        empty={false}
        title={translate('route.billList')}
        actions={false}
      >
        {small ? (
          // A phone's width: number and kind, dates and paid status, the total; the PDF button beside each.
          <SimpleList<Bill>
            primaryText={(b) => `${b.id} · ${translate(b.credit ? 'bill.type.credit' : 'bill.type.invoice')}`}
            secondaryText={(b) => (
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                {`${translate('resources.bills.fields.dueDate')} ${formatDate(b.dueDate, locale)}`}
                <PaidChip bill={b} />
              </Box>
            )}
            tertiaryText={(b) => formatMoney(b.total, locale, b.currency) ?? ''}
            rightIcon={(b) => <PdfButton bill={b} />}
            rowClick={false}
            data-testid="bill-simple-list"
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="id" />
            <FunctionField
              source="type"
              sortable={false}
              render={(b: Bill) => translate(b.credit ? 'bill.type.credit' : 'bill.type.invoice')}
            />
            <DateTextField source="billDate" />
            <DateTextField source="dueDate" />
            <TextField source="refId" sortable={false} />
            <FunctionField source="total" render={(b: Bill) => formatMoney(b.total, locale, b.currency) ?? ''} />
            <FunctionField source="paid" sortable={false} render={(b: Bill) => <PaidChip bill={b} />} />
            <FunctionField label="" render={(b: Bill) => <PdfButton bill={b} />} />
          </Datagrid>
        )}
      </List>
    </Box>
  );
};
