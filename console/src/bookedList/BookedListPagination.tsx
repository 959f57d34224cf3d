import PaginationItem from '@mui/material/PaginationItem';
import TablePagination from '@mui/material/TablePagination';
import {
  Pagination,
  PaginationActions,
  useListPaginationContext,
  useLocaleState,
  useTranslate,
  type PaginationActionsProps,
} from 'react-admin';
import { intlLocale } from '../format/money';
import { PAGE_SIZES } from './bookedOrders';
import { COUNT_WINDOW } from './dataProvider';

/** react-admin's page numbers plus first and last (spec 2.8: first/previous/next/last). */
const FirstLastPaginationActions = (props: PaginationActionsProps) => (
  <PaginationActions
    {...props}
    showFirstButton
    showLastButton
    renderItem={(item) => <PaginationItem {...item} data-testid={`page-${item.type === 'page' ? item.page : item.type}`} />}
  />
);

/**
 * The server left the total uncounted (the booked list past COUNT_WINDOW rows): previous/next only, and
 * "1–10 av fler än 10 000" (react-admin's own partial label could only say "more than 10").
 */
const UncountedPagination = () => {
  const { page, perPage, setPage, setPerPage, hasNextPage } = useListPaginationContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const more = (from: number) => new Intl.NumberFormat(intlLocale(locale)).format(from - 1 + COUNT_WINDOW);
  return (
    <TablePagination
      component="div"
      count={-1}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to }) => translate('bookedList.rangeOfMore', { from, to, more: more(from) })}
      slotProps={{ actions: { nextButton: { disabled: hasNextPage === false } } }}
      data-testid="booked-pagination"
    />
  );
};

/** Page-size choice and first/previous/next/last navigation; previous/next only while the total is unknown. */
export const BookedListPagination = () => {
  const { total, isPending } = useListPaginationContext();
  if (total == null && !isPending) return <UncountedPagination />;
  return <Pagination rowsPerPageOptions={PAGE_SIZES} actions={FirstLastPaginationActions} data-testid="booked-pagination" />;
};
