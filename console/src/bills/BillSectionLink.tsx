import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';

/**
 * The invoices and the bill order search are one subject (what was billed, and for which order): each page
 * links to the other, so the order search is reached from the invoices the member already knows (issue 29 item 10).
 */
export const BillSectionLink = ({ to }: { to: 'billList' | 'billOrderList' }) => {
  const translate = useTranslate();
  const toOrders = to === 'billOrderList';
  return (
    <nav aria-label={translate('bill.sections')}>
      <Button
        component={RouterLink}
        to={pathTo(to)}
        size="small"
        startIcon={toOrders ? <Search /> : <ArrowBack />}
        data-testid={toOrders ? 'bill-to-orders' : 'bill-to-bills'}
      >
        {translate(toOrders ? 'bill.toOrders' : 'bill.toBills')}
      </Button>
    </nav>
  );
};
