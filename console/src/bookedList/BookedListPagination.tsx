import PaginationItem from '@mui/material/PaginationItem';
import { Pagination, PaginationActions, type PaginationActionsProps } from 'react-admin';
import { PAGE_SIZES } from './bookedOrders';

/** react-admin's page numbers plus first and last (spec 2.8: first/previous/next/last). */
const FirstLastPaginationActions = (props: PaginationActionsProps) => (
    <PaginationActions
        {...props}
        showFirstButton
        showLastButton
        renderItem={item => <PaginationItem {...item} data-testid={`page-${item.type === 'page' ? item.page : item.type}`} />}
    />
);

/** Page-size choice and first/previous/next/last navigation. */
export const BookedListPagination = () => (
    <Pagination rowsPerPageOptions={PAGE_SIZES} actions={FirstLastPaginationActions} data-testid="booked-pagination" />
);
