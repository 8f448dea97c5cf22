// '@guildhall/ui/data-grid': MUI X's DataGrid as every admin table uses it (the Members tab, the ticket desk): pages,
// sorting and search on the server, every row of a page rendered. A shared module of its own that the remotes
// provide (like the form layer, PROVIDED_BY_REMOTES): the first remote of a visit that draws a grid provides it and
// every other uses that copy, so MUI X's grid downloads once per visit whichever remotes draw tables.
import type { ComponentType } from 'react';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { PAGE_SIZE_OPTIONS } from '@guildhall/contracts/limits';

export { GridActionsCellItem, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';

/** What a tab hands its server-paged table: the page and the sort it asks for, and whether a page is on its way. */
export interface ServerPaging {
  /** A page is on its way: the grid shows its progress bar over the current rows. */
  loading: boolean;
  pagination: GridPaginationModel;
  onPaginationChange(model: GridPaginationModel): void;
  sort: GridSortModel;
  onSortChange(model: GridSortModel): void;
}

export interface ServerDataGridProps<Row extends GridValidRowModel> extends ServerPaging {
  /** The table's accessible name ('Members', 'Tickets'). */
  label: string;
  /** The page of rows the server answered. */
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  /** Every row the query matches (the pager's total). */
  rowCount: number;
  /** Shown over an empty page (no rows, or none matching the search). */
  emptyOverlay: ComponentType;
  minHeight: number;
  /** 'auto' rows grow with cells of several lines. */
  getRowHeight?: DataGridProps<Row>['getRowHeight'];
  /** The grid's starting state, e.g. columns hidden at first (the column menu shows them). */
  initialState?: DataGridProps<Row>['initialState'];
}

/** A table whose pages and sorting come from the server (the query's page, limit and sort). */
export function ServerDataGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  loading,
  pagination,
  onPaginationChange,
  sort,
  onSortChange,
  emptyOverlay,
  minHeight,
  getRowHeight,
  initialState,
}: ServerDataGridProps<Row>) {
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={pagination}
      onPaginationModelChange={onPaginationChange}
      pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
      sortModel={sort}
      onSortModelChange={onSortChange}
      // A page holds at most 100 rows: every cell is rendered, so screen readers (and jsdom) see whole rows.
      disableVirtualization
      disableColumnFilter
      disableRowSelectionOnClick
      getRowHeight={getRowHeight}
      initialState={initialState}
      slots={{ noRowsOverlay: emptyOverlay, noResultsOverlay: emptyOverlay }}
      sx={{
        minHeight,
        bgcolor: 'background.paper',
        '& .MuiDataGrid-cell': { alignItems: 'center', display: 'flex' },
      }}
    />
  );
}
