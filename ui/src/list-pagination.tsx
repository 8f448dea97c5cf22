import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_OPTIONS } from '@guildhall/contracts/limits';

// '@guildhall/ui/list-pagination': its own entry, so only a page that draws cards loads MUI's TablePagination (and
// the Select and Menu it brings), not every page that uses the list-state rule.

/** A page of a server-paged list (zero-based, as MUI's tables count). */
export interface ListPage {
  page: number;
  pageSize: number;
}

/** The paging under a list of cards (the phone's form of a grid): page, page size, 'Per page'. */
export function ListPagination({
  count,
  pagination,
  onPaginationChange,
}: {
  count: number;
  pagination: ListPage;
  onPaginationChange(next: ListPage): void;
}) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={pagination.page}
      rowsPerPage={pagination.pageSize}
      rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
      onPageChange={(_event, page) => onPaginationChange({ ...pagination, page })}
      onRowsPerPageChange={(event) => onPaginationChange({ page: 0, pageSize: Number(event.target.value) })}
      labelRowsPerPage="Per page"
      sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}
